import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A workspace, as the control plane knows it: name, subdomain, region and the schema holding its data. */
@Entity({ tableName: 'teams', schema: 'control' })
export class Team {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 63, unique: true })
  subdomain!: string;

  @Property({ type: 'string', length: 8 })
  region!: string;

  @Property({ type: 'string', length: 63 })
  schemaName!: string;

  /** E-mail domains whose owners may join without an invite (spec 001 §3, kind DOMAIN). */
  @Property({ type: 'text[]' })
  allowedEmailDomains: string[] = [];

  @Property({ type: 'text', nullable: true })
  logoUrl: string | null = null;

  @Property({ type: 'string', length: 7, nullable: true })
  primaryColor: string | null = null;

  @Property({ type: 'boolean' })
  passwordAuthEnabled = true;

  @Property({ type: 'string', length: 40 })
  plan = 'free';

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
