import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The identity index: which workspaces an account belongs to ("find my workspaces"). Roles live in the workspace. */
@Entity({ tableName: 'memberships', schema: 'control' })
export class Membership {
  @PrimaryKey({ type: 'uuid' })
  accountId!: string;

  @PrimaryKey({ type: 'uuid' })
  teamId!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
