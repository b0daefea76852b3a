import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { MikroORM } from '@mikro-orm/postgresql';
import { CONTROL_ENTITIES, WORKSPACE_ENTITIES } from '../entities';

export interface OrmOptions {
  url: string;
  poolSize?: number;
  debug?: boolean;
}

/**
 * One MikroORM instance, and so one connection pool, per database. Workspace entities carry the
 * wildcard schema: every use forks the entity manager with the workspace's schema.
 */
export async function createOrm({ url, poolSize = 10, debug = false }: OrmOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: url,
    entities: [...CONTROL_ENTITIES, ...WORKSPACE_ENTITIES],
    // Entities use the legacy (TypeScript) decorators; MikroORM 7 reads their types this way only when asked.
    metadataProvider: ReflectMetadataProvider,
    pool: { min: 0, max: poolSize },
    debug,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    // Our own runner applies migrations per schema; MikroORM never creates or alters tables by itself.
    schemaGenerator: { disableForeignKeys: false },
  });
}
