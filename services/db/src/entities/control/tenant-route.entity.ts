import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Spec 001 §3 tenant route record: subdomain -> team and region. A team's newest route is its subdomain. */
@Entity({ tableName: 'tenant_routes', schema: 'control' })
@Index({ properties: ['teamId'] })
export class TenantRoute {
  @PrimaryKey({ type: 'string', length: 63 })
  subdomain!: string;

  @Property({ type: 'uuid' })
  teamId!: string;

  @Property({ type: 'string', length: 8 })
  region!: string;

  @Property({ type: 'datetime' })
  createdDate: Date = new Date();
}
