import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A workspace's member: the account id, its role here and a copy of the name shown on its work. */
@Entity({ tableName: 'members', schema: '*' })
export class Member {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'string', length: 16 })
  role!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** Spec 001 §3 workspace user flag; set by IdP group mappings (issue 32). */
  @Property({ type: 'boolean' })
  workspaceAdmin = false;

  @Property({ type: 'datetime', nullable: true })
  deactivatedAt: Date | null = null;
}
