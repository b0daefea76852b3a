import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The SQL of tags. Every method runs through `em`, in its transaction when it has one;
 * `schemaName` is the workspace's schema.
 */
@Injectable()
export class TagsRepository {
  /**
   * Merges one tag into another: the source's highlights get the target (one that has both keeps
   * one), then the source goes. Returns the highlights that got the target.
   */
  async merge(em: EntityManager, schemaName: string, sourceId: string, targetId: string): Promise<string[]> {
    const connection = em.getConnection();
    const trx = em.getTransactionContext();
    const table = inSchema(schemaName);
    const moved: { highlight_id: string }[] = await connection.execute(
      `insert into ${table('highlight_tags')} (highlight_id, tag_id)
           select highlight_id, ? from ${table('highlight_tags')} where tag_id = ?
         on conflict do nothing returning highlight_id`,
      [targetId, sourceId],
      'all',
      trx,
    );
    await connection.execute(`delete from ${table('tags')} where id = ?`, [sourceId], 'run', trx);
    return moved.map((m) => m.highlight_id);
  }
}
