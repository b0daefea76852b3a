import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface InstallationRow {
  id: string;
  extension_key: string;
  type: string;
  project_id: string | null;
  installed_at: Date | string;
  installed_by_name: string | null;
}

/** All SQL of extensions: their installations in the workspace and its projects. */
@Injectable()
export class ExtensionsRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  private select(schema: string, where: string): string {
    const t = inSchema(schema);
    return `select e.id, e.extension_key, e.type, e.project_id, e.installed_at,
                   coalesce(nullif(m.name, ''), m.email) as installed_by_name
              from ${t('workspace_extensions')} e left join ${t('members')} m on m.id = e.installed_by
             where ${where}`;
  }

  /** The installations in the workspace (`projectId` null) or in one project. */
  listIn(em: EntityManager, schema: string, projectId: string | null): Promise<InstallationRow[]> {
    return this.run<InstallationRow>(em, this.select(schema, 'e.project_id is not distinct from ?::uuid'), [
      projectId,
    ]);
  }

  async byId(em: EntityManager, schema: string, id: string): Promise<InstallationRow | null> {
    const [row] = await this.run<InstallationRow>(em, this.select(schema, 'e.id = ?'), [id]);
    return row ?? null;
  }

  async countAll(em: EntityManager, schema: string): Promise<number> {
    const [row] = await this.run<{ n: number }>(
      em,
      `select count(*)::int as n from ${inSchema(schema)('workspace_extensions')}`,
    );
    return row?.n ?? 0;
  }

  async insert(
    em: EntityManager,
    schema: string,
    row: { id: string; key: string; type: string; projectId: string | null; installedBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('workspace_extensions')} (id, extension_key, type, project_id, installed_by)
       values (?, ?, ?, ?, ?)`,
      [row.id, row.key, row.type, row.projectId, row.installedBy],
    );
  }

  async delete(em: EntityManager, schema: string, id: string): Promise<void> {
    await this.run(em, `delete from ${inSchema(schema)('workspace_extensions')} where id = ?`, [id]);
  }
}
