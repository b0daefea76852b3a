import { Injectable } from '@nestjs/common';
import { Insight, PROJECT_GATE_FILTER } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/**
 * The queries of insights. Every method runs through `em`, in its transaction when it has one, and
 * through the member's project gate unless it says otherwise.
 */
@Injectable()
export class InsightsRepository extends EntityRows<Insight> {
  constructor() {
    super(Insight);
  }

  /**
   * An insight that is not in the trash itself, whatever the member's project gate says (its project
   * is checked next, so that the refusal can be FORBIDDEN or NOT_FOUND), or null.
   */
  findLiveByIdPastGate(em: EntityManager, id: string): Promise<Insight | null> {
    return em.findOne(Insight, { id, deletedAt: null }, { filters: { [PROJECT_GATE_FILTER]: false } });
  }

  /** A project's live insights, newest first. */
  listLiveOfProject(em: EntityManager, projectId: string): Promise<Insight[]> {
    return em.find(Insight, { projectId, deletedAt: null }, { orderBy: { createdAt: 'desc' } });
  }
}
