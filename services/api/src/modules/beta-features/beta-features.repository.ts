import { Injectable } from '@nestjs/common';
import { inSchema } from '@fieldnote/db';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface BetaFeatureRow {
  feature: string;
  enabled: boolean;
  changed_at: Date | string;
}

/** All SQL of beta features: one row per feature a manager ever switched. */
@Injectable()
export class BetaFeaturesRepository {
  private run<T>(em: EntityManager, sql: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(sql, params, 'all', em.getTransactionContext());
  }

  list(em: EntityManager, schema: string): Promise<BetaFeatureRow[]> {
    return this.run<BetaFeatureRow>(
      em,
      `select feature, enabled, changed_at from ${inSchema(schema)('beta_features')}`,
    );
  }

  async set(
    em: EntityManager,
    schema: string,
    row: { feature: string; enabled: boolean; changedBy: string },
  ): Promise<void> {
    await this.run(
      em,
      `insert into ${inSchema(schema)('beta_features')} (feature, enabled, changed_by) values (?, ?, ?)
       on conflict (feature) do update
         set enabled = excluded.enabled, changed_by = excluded.changed_by, changed_at = now()`,
      [row.feature, row.enabled, row.changedBy],
    );
  }
}
