import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A column of a tag board (spec 001 export: color, rank, tagBoardId, title). */
@Entity({ tableName: 'tag_groups', schema: '*' })
@Index({ properties: ['boardId'] })
export class TagGroup extends AuthoredRecord {
  @Property({ type: 'uuid' })
  boardId!: string;

  @Property({ type: 'string', length: 50 })
  title!: string;

  @Property({ type: 'string', length: 7 })
  color = '#607d8b';

  @Property({ type: 'double' })
  rank = 0;
}
