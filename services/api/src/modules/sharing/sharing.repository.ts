import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

/** The SQL of share links; `schemaName` is the workspace's schema. */
@Injectable()
export class SharingRepository {
  /**
   * Who shares a highlight: each author and link creator pair once, of the published insights in
   * live projects that embed the card (`cardPath`, a jsonpath on the card id) and have a live link.
   */
  sharersOfCard(
    em: EntityManager,
    schemaName: string,
    cardPath: string,
    highlightId: string,
  ): Promise<{ author: string; sharer: string }[]> {
    const table = inSchema(schemaName);
    return em.getConnection().execute<{ author: string; sharer: string }[]>(
      `select distinct i.created_by as author, s.created_by as sharer from ${table('insights')} i
         join ${table('share_links')} s on s.insight_id = i.id and s.revoked_at is null
         join ${table('projects')} p on p.id = i.project_id and p.deleted_at is null
       where i.published and i.deleted_at is null
         and jsonb_path_exists(i.content_json, ?::jsonpath, jsonb_build_object('id', ?::text))`,
      // The path goes as a parameter: its "?" filter would otherwise read as a placeholder.
      [cardPath, highlightId],
    );
  }
}
