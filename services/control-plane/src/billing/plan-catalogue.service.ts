import { Injectable } from '@nestjs/common';
import {
  AppError,
  BILLING_EVENTS,
  type EntitlementFlag,
  type EntitlementMaximum,
  type Entitlements,
  ProductFamily,
  ProductType,
  entitlementsSchema,
} from '@fieldnote/core';
import { recordDeploymentEvent } from '@fieldnote/db';
import { shortLivedCache } from '../caching/short-lived-cache';
import type { CataloguePlan } from './catalogue-plan';
import { type CatalogueChange, PlanCatalogueRepository } from './plan-catalogue.repository';

/**
 * The catalogue changes with a release (a migration) or an operator's edit (a new version): a minute's
 * staleness across processes is fine (the process that edits forgets it at once).
 */
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

/** What the operator changes in a new version of a plan or add-on; absent: as the latest version. */
export interface PlanEdit {
  name?: string;
  description?: string;
  isLegacy?: boolean;
  entitlements?: Partial<Entitlements>;
}

/** The plan catalogue of spec 001 §3, read from the control schema and kept for a minute. */
@Injectable()
export class PlanCatalogueService {
  private readonly cache = shortLivedCache<'catalogue', Catalogue>(1, CATALOGUE_TTL_MS);

  constructor(private readonly repository: PlanCatalogueRepository) {}

  /**
   * The operator's edit of a plan or add-on (admin console): a new version, the latest + 1, with the
   * name, description, legacy mark and entitlements given over the latest version's. Workspaces keep
   * the version they hold until moved (PlanChangesService.moveToLatest); new ones take the latest. Its family, type,
   * rank and trial mark stay. BAD_USER_INPUT for an unknown reference or entitlements the schema
   * refuses (a plan's record must stay whole; an add-on holds only what it changes). The new version,
   * its entry in the catalogue's log and its event commit together.
   */
  async newVersion(reference: string, edit: PlanEdit, actorName: string): Promise<CataloguePlan> {
    const latest = (await this.fresh()).latest(reference);
    if (!latest)
      throw AppError.badInput(`There is no plan or add-on "${reference}" in the catalogue.`, {
        field: 'reference',
      });
    const entitlements: Partial<Entitlements> = { ...latest.entitlements, ...(edit.entitlements ?? {}) };
    const checked =
      latest.productType === ProductType.plan
        ? entitlementsSchema.safeParse(entitlements)
        : entitlementsSchema.partial().safeParse(entitlements);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw AppError.badInput(
        `Entitlement ${String(issue?.path.join('.') ?? '')} is not valid: ${issue?.message ?? 'refused'}.`,
        { field: 'entitlements' },
      );
    }
    if (
      checked.data.productFamily !== latest.entitlements.productFamily ||
      checked.data.productType !== latest.entitlements.productType
    )
      throw AppError.badInput('A new version keeps its product family and type.', { field: 'entitlements' });
    const next = {
      name: edit.name ?? latest.name,
      description: edit.description ?? latest.description,
      isLegacy: edit.isLegacy ?? latest.isLegacy,
    };
    const version = await this.repository.insertNextVersion(
      { ...latest, ...next, entitlements: checked.data },
      async (em, made) => {
        // The catalogue's log keeps what changed (the fields given and the entitlements that differ).
        const changed = (Object.keys(checked.data) as (keyof Entitlements)[]).filter(
          (k) => JSON.stringify(checked.data[k]) !== JSON.stringify(latest.entitlements[k]),
        );
        await this.repository.logChange(em, {
          actorName,
          action: 'VERSION_PUBLISHED',
          reference,
          version: made,
          oldValue: {
            version: latest.version,
            name: latest.name,
            isLegacy: latest.isLegacy,
            entitlements: Object.fromEntries(changed.map((k) => [k, latest.entitlements[k] ?? null])),
          },
          newValue: {
            version: made,
            ...next,
            entitlements: Object.fromEntries(changed.map((k) => [k, checked.data[k] ?? null])),
          },
        });
        await recordDeploymentEvent(em, BILLING_EVENTS.planCatalogueChanged, {
          reference,
          version: made,
          change: 'version-published',
          interval: null,
          stripePriceId: null,
        });
      },
    );
    const made = (await this.fresh()).find(reference, version);
    if (!made) throw new Error(`${reference}@${version} was written but not read back`);
    return made;
  }

  /** How many workspaces hold each version of `reference`. */
  holdersByVersion(reference: string): Promise<Map<number, number>> {
    return this.repository.holdersByVersion(reference);
  }

  /** The catalogue's log of `reference` (the operator's changes), newest first. */
  changes(reference: string, limit = 100): Promise<CatalogueChange[]> {
    return this.repository.changes(reference, limit);
  }

  /** The catalogue read again now (this process's copy is dropped). */
  fresh(): Promise<Catalogue> {
    this.cache.delete('catalogue');
    return this.catalogue();
  }

  async catalogue(): Promise<Catalogue> {
    const loaded = await this.cache.load(
      'catalogue',
      async () => new Catalogue(await this.repository.allVersions()),
    );
    // A catalogue is never empty after the migration; null only if a load was dropped meanwhile.
    return loaded ?? new Catalogue(await this.repository.allVersions());
  }
}
