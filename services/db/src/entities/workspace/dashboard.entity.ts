import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { AuthoredRecord } from './authored-record.entity';

/** A workspace dashboard: a titled page of charts (spec 000 §2, /dashboards/{dashboardId}). */
@Entity({ tableName: 'dashboards', schema: '*' })
export class Dashboard extends AuthoredRecord {
  @Property({ type: 'string', length: 300 })
  title!: string;
}
