import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Where a tag sits on one board: in a group at a rank. A tag can be on several boards; a tag of the
 * project without a row on a board is in that board's ungrouped area.
 */
@Entity({ tableName: 'tag_placements', schema: '*' })
@Index({ properties: ['groupId'] })
export class TagPlacement {
  @PrimaryKey({ type: 'uuid' })
  boardId!: string;

  @PrimaryKey({ type: 'uuid' })
  tagId!: string;

  @Property({ type: 'uuid' })
  groupId!: string;

  @Property({ type: 'double' })
  rank = 0;
}
