import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Where an object sits in a view's manual order (spec 000 §9 ranking); unranked objects follow. */
@Entity({ tableName: 'project_view_ranks', schema: '*' })
export class ProjectViewRank {
  @PrimaryKey({ type: 'uuid' })
  viewId!: string;

  @PrimaryKey({ type: 'uuid' })
  objectId!: string;

  @Property({ type: 'double' })
  rank!: number;
}
