import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A member's star on a project: starred projects come first in that member's list. */
@Entity({ tableName: 'project_stars', schema: '*' })
export class ProjectStar {
  @PrimaryKey({ type: 'uuid' })
  projectId!: string;

  @PrimaryKey({ type: 'uuid' })
  memberId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
