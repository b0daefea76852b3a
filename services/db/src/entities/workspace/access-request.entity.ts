import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A member's request for access to a private project (spec 000 §6, §9). Not gated by project: the
 * requester cannot see the project, yet sees their own request; the service checks who reads and
 * decides it. `status` is PENDING, APPROVED or DENIED; a PENDING one past 3 days shows as EXPIRED.
 */
@Entity({ tableName: 'access_requests', schema: '*' })
export class AccessRequest {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'uuid' })
  requesterId!: string;

  /** READ, WRITE or FULL: what the requester asked for. */
  @Property({ type: 'string', length: 8 })
  permission!: string;

  @Property({ type: 'string', length: 1000 })
  message: Opt<string> = '';

  @Property({ type: 'string', length: 8 })
  status: Opt<string> = 'PENDING';

  @Property({ type: 'uuid', nullable: true })
  decidedBy: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  decidedAt: Date | null = null;

  @Property({ type: 'datetime' })
  createdAt: Opt<Date> = new Date();
}
