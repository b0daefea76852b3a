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

  /** False while the password is the random one single sign-on or SCIM made: nobody knows it. */
  @Property({ type: 'boolean' })
  passwordChosen: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When the owner proved the address is theirs (mailed code or invite link); null until then. */
  @Property({ type: 'datetime', nullable: true })
  emailConfirmedAt: Date | null = null;

  /** Spec 000 §3 themes: legacy, browser-default, light, dark. */
  @Property({ type: 'string', length: 20 })
  theme: string = 'browser-default';

  /** Password sign-in is refused until then, after failures from many addresses; the mailed link clears it. */
  @Property({ type: 'datetime', nullable: true, hidden: true })
  passwordLockedUntil: Date | null = null;
}
