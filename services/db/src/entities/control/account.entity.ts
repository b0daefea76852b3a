import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A person who can sign in; one account may belong to many workspaces. */
@Entity({ tableName: 'accounts', schema: 'control' })
export class Account {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Stored lower-cased; unique. */
  @Property({ type: 'string', length: 320, unique: true })
  email!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
