import { type Config, Region, regionDatabaseUrl } from '@fieldnote/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createOrm } from './create-orm';

/**
 * The databases a process talks to: the control database and one per region. Regions that share a
 * URL share one MikroORM and so one pool (all-in-one mode has exactly one); never a pool per workspace.
 */
export class Databases {
  private constructor(
    private readonly controlOrm: MikroORM,
    private readonly regionOrms: ReadonlyMap<Region, MikroORM>,
  ) {}

  static async open(
    config: Pick<Config, 'DB_POOL_SIZE'> & Partial<Config>,
    fallbackUrl?: string,
  ): Promise<Databases> {
    const byUrl = new Map<string, Promise<MikroORM>>();
    const ormFor = (url: string) => {
      if (!byUrl.has(url)) byUrl.set(url, createOrm({ url, poolSize: config.DB_POOL_SIZE }));
      return byUrl.get(url) as Promise<MikroORM>;
    };
    const controlUrl = config.DATABASE_URL ?? fallbackUrl;
    if (!controlUrl) throw new Error('No database configured: set DATABASE_URL.');
    const regions = new Map<Region, MikroORM>();
    for (const region of Object.values(Region)) {
      const url = regionDatabaseUrl(config as Config, region) ?? controlUrl;
      regions.set(region, await ormFor(url));
    }
    return new Databases(await ormFor(controlUrl), regions);
  }

  control(): MikroORM {
    return this.controlOrm;
  }

  region(region: Region): MikroORM {
    const orm = this.regionOrms.get(region);
    if (!orm) throw new Error(`No database for region ${region}`);
    return orm;
  }

  /** Each distinct region database once, with the regions it serves. */
  regionDatabases(): { orm: MikroORM; regions: Region[] }[] {
    const grouped = new Map<MikroORM, Region[]>();
    for (const [region, orm] of this.regionOrms) grouped.set(orm, [...(grouped.get(orm) ?? []), region]);
    return [...grouped].map(([orm, regions]) => ({ orm, regions }));
  }

  /**
   * Each distinct database with an outbox once: every region database, and the control database
   * (events of no workspace, such as the operator's plan catalogue edits, are written there).
   */
  outboxDatabases(): { orm: MikroORM; regions: Region[] }[] {
    const regional = this.regionDatabases();
    return regional.some((d) => d.orm === this.controlOrm)
      ? regional
      : [...regional, { orm: this.controlOrm, regions: [] }];
  }

  async close(): Promise<void> {
    const all = new Set<MikroORM>([this.controlOrm, ...this.regionOrms.values()]);
    await Promise.all([...all].map((orm) => orm.close(true)));
  }
}
