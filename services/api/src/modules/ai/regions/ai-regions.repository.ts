import { Injectable } from '@nestjs/common';
import { DEFAULT_REGION, type Region, isRegion, isUuid } from '@fieldnote/core';
import { Databases } from '@fieldnote/db';

/**
 * The region whose model answers a workspace's AI requests (control.workspace_ai_regions): read by
 * the workspace's id from every process (the region-routed provider asks at each request).
 */
@Injectable()
export class AiRegionsRepository {
  constructor(private readonly databases: Databases) {}

  private connection() {
    return this.databases.control().em.getConnection();
  }

  /** The region a manager chose, else the workspace's data region. */
  async regionOf(workspaceId: string): Promise<Region> {
    if (!isUuid(workspaceId)) return DEFAULT_REGION;
    const [row] = await this.connection().execute<{ region: string; chosen: string | null }[]>(
      `select t.region, r.region as chosen from control.teams t
         left join control.workspace_ai_regions r on r.team_id = t.id where t.id = ?`,
      [workspaceId],
    );
    const region = row?.chosen ?? row?.region ?? DEFAULT_REGION;
    return isRegion(region) ? region : DEFAULT_REGION;
  }

  /** The chosen region, or null while the workspace uses its data region's model. */
  async chosen(workspaceId: string): Promise<Region | null> {
    const [row] = await this.connection().execute<{ region: string }[]>(
      'select region from control.workspace_ai_regions where team_id = ?',
      [workspaceId],
    );
    return row && isRegion(row.region) ? row.region : null;
  }

  /** Records the choice; the data region itself is stored as no choice. */
  async save(workspaceId: string, region: Region, dataRegion: Region, by: string): Promise<void> {
    if (region === dataRegion) {
      await this.connection().execute('delete from control.workspace_ai_regions where team_id = ?', [
        workspaceId,
      ]);
      return;
    }
    await this.connection().execute(
      `insert into control.workspace_ai_regions (team_id, region, updated_by, updated_at) values (?, ?, ?, now())
       on conflict (team_id) do update set region = excluded.region, updated_by = excluded.updated_by,
         updated_at = excluded.updated_at`,
      [workspaceId, region, by],
    );
  }
}
