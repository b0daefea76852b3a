import { Injectable } from '@nestjs/common';
import { SavedFeed } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EntityRows } from '../../common/entity-rows';

/** The queries of saved feeds; reads are always of one member's own. */
@Injectable()
export class FeedsRepository extends EntityRows<SavedFeed> {
  constructor() {
    super(SavedFeed);
  }

  /** The member's feeds by title. */
  listOwn(em: EntityManager, memberId: string): Promise<SavedFeed[]> {
    return em.find(SavedFeed, { createdBy: memberId }, { orderBy: { title: 'asc', createdAt: 'asc' } });
  }

  countOwn(em: EntityManager, memberId: string): Promise<number> {
    return em.count(SavedFeed, { createdBy: memberId });
  }

  /** The member's feed of this id, or null (another member's is as good as none). */
  findOwn(em: EntityManager, memberId: string, id: string): Promise<SavedFeed | null> {
    return em.findOne(SavedFeed, { id, createdBy: memberId });
  }
}
