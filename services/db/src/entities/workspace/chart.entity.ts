import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/**
 * A chart on a dashboard (spec 000 §3: chart types LINE, BAR, PIE, CALLOUT), drawn from a stored
 * search request. `search` holds the request as the client sent it (the GraphQL SearchInput shape),
 * checked when saved; the API module parses it again before every read.
 */
@Entity({ tableName: 'charts', schema: '*' })
@Index({ properties: ['dashboardId', 'rank'] })
export class Chart extends AuthoredRecord {
  @Property({ type: 'uuid' })
  dashboardId!: string;

  @Property({ type: 'string', length: 300 })
  title!: string;

  @Property({ type: 'string', length: 16 })
  type!: string;

  @Property({ type: 'json' })
  search!: Record<string, unknown>;

  /** The chart editor's filter form (JSON of an object), which `search.filter` was compiled from. */
  @Property({ type: 'text', nullable: true })
  filterForm: string | null = null;

  @Property({ type: 'double' })
  rank = 0;
}
