import { Injectable } from '@nestjs/common';
import { Insight, PROJECT_GATE_FILTER } from '@fieldnote/db';
import type { EntityManager, RequiredEntityData } from '@mikro-orm/postgresql';

/**
 * The queries of insights. Every method runs through `em`, in its transaction when it has one, and
 * through the member's project gate unless it says otherwise.
 */
@Injectable()
export class InsightsRepository {
  /**
   * An insight that is not in the trash itself, whatever the member's project gate says (its project
   * is checked next, so that the refusal can be FORBIDDEN or NOT_FOUND), or null.
   */
  findLiveByIdPastGate(em: EntityManager, id: string): Promise<Insight | null> {
    return em.findOne(Insight, { id, deletedAt: null }, { filters: { [PROJECT_GATE_FILTER]: false } });
  }

  /** An insight, live or in the trash, or null. */
  findById(em: EntityManager, id: string): Promise<Insight | null> {
    return em.findOne(Insight, { id });
  }

  /** A project's live insights, newest first. */
  listLiveOfProject(em: EntityManager, projectId: string): Promise<Insight[]> {
    return em.find(Insight, { projectId, deletedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  /** Inserts an insight. */
  async insert(em: EntityManager, data: RequiredEntityData<Insight>): Promise<Insight> {
    const insight = em.create(Insight, data);
    await em.flush();
    return insight;
  }

  /** Writes the changes made to the insights loaded through `em`. */
  save(em: EntityManager): Promise<void> {
    return em.flush();
  }

  /** Deletes an insight; the database cascades to its share links. */
  async remove(em: EntityManager, insight: Insight): Promise<void> {
    em.remove(insight);
    await em.flush();
  }
}
