import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A public link to a published insight (`/p/{token}`), a note (`/p/data/{token}`) or a highlight
 * (`/public-object/{token}`): exactly one of the three ids is set. Anyone holding the token reads
 * what it shares without signing in, until a member revokes the link. Tokens live in their workspace's schema, so
 * a token is only ever looked up inside the workspace its host names.
 */
@Entity({ tableName: 'share_links', schema: '*' })
@Index({ properties: ['insightId'] })
export class ShareLink {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid', nullable: true })
  insightId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  noteId: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  highlightId: string | null = null;

  /** Spec 001 §5: exactly 12 alphanumeric characters. */
  @Property({ type: 'string', length: 12 })
  @Unique()
  token!: string;

  @Property({ type: 'uuid' })
  createdBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** Set once the link is revoked: the token then opens nothing, for good. */
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  revokedBy: string | null = null;
}
