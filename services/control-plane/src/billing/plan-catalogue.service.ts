import { Injectable } from '@nestjs/common';
import { type EntitlementFlag, type EntitlementMaximum, ProductFamily, ProductType } from '@fieldnote/core';
import { shortLivedCache } from '../caching/short-lived-cache';
import type { CataloguePlan } from './catalogue-plan';
import { PlanCatalogueRepository } from './plan-catalogue.repository';

/** The catalogue changes with a release (a migration), so a minute's staleness across processes is fine. */
const CATALOGUE_TTL_MS = 60_000;

/** The catalogue as read, with the look-ups billing makes of it. */
export class Catalogue {
  private readonly byKey = new Map<string, CataloguePlan>();
  private readonly latestByReference = new Map<string, CataloguePlan>();

  constructor(readonly versions: CataloguePlan[]) {
    for (const plan of versions) {
      this.byKey.set(`${plan.reference}@${plan.version}`, plan);
      const latest = this.latestByReference.get(plan.reference);
      if (!latest || latest.version < plan.version) this.latestByReference.set(plan.reference, plan);
    }
  }

  find(reference: string, version: number): CataloguePlan | undefined {
    return this.byKey.get(`${reference}@${version}`);
  }

  latest(reference: string): CataloguePlan | undefined {
    return this.latestByReference.get(reference);
  }

  /** The latest version of every entry, smallest plan first. */
  entries(): CataloguePlan[] {
    return [...this.latestByReference.values()].sort(
      (a, b) => a.rank - b.rank || a.reference.localeCompare(b.reference),
    );
  }

  /** The plans a workspace may move to today: not legacy, not a trial, not an add-on. */
  offered(): CataloguePlan[] {
    return this.entries().filter((p) => p.productType === ProductType.plan && !p.isLegacy && !p.isTrial);
  }

  /** The free plan a trial falls back on: the current plan of the free family. */
  freePlan(): CataloguePlan | undefined {
    return this.offered().find((p) => p.productFamily === ProductFamily.free);
  }

  /** The smallest offered plan above `rank` whose maximum is higher than `maximum` (or unlimited). */
  liftingMaximum(name: EntitlementMaximum, maximum: number, rank: number): CataloguePlan | undefined {
    return this.offered().find((p) => {
      if (p.rank <= rank) return false;
      const value = p.entitlements[name];
      return value === null || (typeof value === 'number' && value > maximum);
    });
  }

  /** The smallest offered plan above `rank` that turns the flag on. */
  liftingFlag(flag: EntitlementFlag, rank: number): CataloguePlan | undefined {
    return this.offered().find((p) => p.rank > rank && p.entitlements[flag] === true);
  }
}

/** The plan catalogue of spec 001 §3, read from the control schema and kept for a minute. */
@Injectable()
export class PlanCatalogueService {
  private readonly cache = shortLivedCache<'catalogue', Catalogue>(1, CATALOGUE_TTL_MS);

  constructor(private readonly repository: PlanCatalogueRepository) {}

  async catalogue(): Promise<Catalogue> {
    const loaded = await this.cache.load(
      'catalogue',
      async () => new Catalogue(await this.repository.allVersions()),
    );
    // A catalogue is never empty after the migration; null only if a load was dropped meanwhile.
    return loaded ?? new Catalogue(await this.repository.allVersions());
  }
}
