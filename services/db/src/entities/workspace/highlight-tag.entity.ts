import { Entity, Index, PrimaryKey } from '@mikro-orm/decorators/legacy';

/** Which tags a highlight carries. */
@Entity({ tableName: 'highlight_tags', schema: '*' })
@Index({ properties: ['tagId'] })
export class HighlightTag {
  @PrimaryKey({ type: 'uuid' })
  highlightId!: string;

  @PrimaryKey({ type: 'uuid' })
  tagId!: string;
}
