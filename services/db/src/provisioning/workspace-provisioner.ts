import type { Region, Role } from '@fieldnote/core';
import type { Databases } from '../connection/databases';
import { quoteSchema, workspaceSchemaName } from '../connection/schema-name';
import { WORKSPACE_MIGRATIONS } from '../migrations';
import { WORKSPACE_BASELINE } from '../migrations/workspace-baseline';
import { type MigrationClass, type SchemaBaseline, migrateSchema } from './migration-runner';

export interface ProvisionRequest {
  teamId: string;
  region: Region;
  /** The first member, seeded in the same transaction (skipped if already there). */
  owner?: { id: string; name: string; email: string; role: Role };
}

export interface ProvisionResult {
  schema: string;
  applied: string[];
}

/**
 * Creates a workspace's schema in its region's database, applies the workspace migrations and
 * seeds its defaults, in one transaction. Idempotent: re-running it on a provisioned workspace
 * changes nothing. The operator and the all-in-one mode both call this. A new schema starts from the
 * squashed baseline (migrations/workspace-baseline.ts) when it fits `migrations`, then runs the rest.
 */
export class WorkspaceProvisioner {
  constructor(
    private readonly databases: Databases,
    private readonly migrations: MigrationClass[] = WORKSPACE_MIGRATIONS,
    /** `null` replays every migration (how schemas were built before the baseline). */
    private readonly baseline: SchemaBaseline | null = WORKSPACE_BASELINE,
  ) {}

  async provision({ teamId, region, owner }: ProvisionRequest): Promise<ProvisionResult> {
    const schema = workspaceSchemaName(teamId);
    const result = await migrateSchema(
      this.databases.region(region),
      schema,
      this.migrations,
      async (run) => {
        if (!owner) return;
        await run(
          'insert into members (id, name, email, role) values (?, ?, ?, ?) on conflict (id) do nothing',
          [owner.id, owner.name, owner.email, owner.role],
        );
      },
      this.baseline ?? undefined,
    );
    return { schema, applied: result.applied };
  }

  /** Drops a workspace's schema and everything in it (deletion policy Delete). */
  async deprovision(teamId: string, region: Region): Promise<void> {
    const schema = workspaceSchemaName(teamId);
    await this.databases
      .region(region)
      .em.getConnection()
      .execute(`drop schema if exists ${quoteSchema(schema)} cascade`);
  }
}
