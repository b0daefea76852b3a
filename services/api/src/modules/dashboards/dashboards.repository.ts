import { Injectable } from '@nestjs/common';
import { Dashboard } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** The queries of dashboards. Every method runs through `em`, in its transaction when it has one. */
@Injectable()
export class DashboardsRepository extends EntityRows<Dashboard> {
  constructor() {
    super(Dashboard);
  }

  /** Every dashboard, most recently changed first. */
  dashboards(em: EntityManager): Promise<Dashboard[]> {
    return em.find(Dashboard, {}, { orderBy: { updatedAt: 'desc', id: 'asc' } });
  }
}
