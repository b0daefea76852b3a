import { Injectable } from '@nestjs/common';
import { PlanGate } from '@fieldnote/control-plane';
import {
  AppError,
  BETA_FEATURES,
  BETA_FEATURE_EVENTS,
  type BetaFeature,
  type EntitlementFlag,
} from '@fieldnote/core';
import { recordEvent } from '../../common/record-event';
import type { WorkspaceScope } from '../../context/workspace-access.service';
import { BetaFeaturesRepository } from './beta-features.repository';

export interface BetaFeatureState {
  feature: BetaFeature;
  enabled: boolean;
  changedAt: Date | null;
}

/** The plan flag a beta needs (issue 33): Remove filler words is a plan feature of spec 001 §3. */
const BETA_PLAN_FLAGS: Partial<Record<BetaFeature, EntitlementFlag>> = {
  REMOVE_FILLER_WORDS: 'allowRemoveFillerWords',
};

const isBetaFeature = (value: string): value is BetaFeature =>
  (BETA_FEATURES as readonly string[]).includes(value);

/**
 * The workspace's beta switches (spec 001 §6 "workspace flags can enable betas per team"): every
 * member reads them (the app shows what is on), a manager turns one on or off. Off until turned on.
 */
@Injectable()
export class BetaFeaturesService {
  constructor(
    private readonly rows: BetaFeaturesRepository,
    private readonly plans: PlanGate,
  ) {}

  async list(scope: WorkspaceScope): Promise<BetaFeatureState[]> {
    const saved = new Map(
      (await this.rows.list(scope.em, scope.workspace.schemaName)).map((r) => [r.feature, r]),
    );
    return BETA_FEATURES.map((feature) => {
      const row = saved.get(feature);
      return { feature, enabled: row?.enabled ?? false, changedAt: row ? new Date(row.changed_at) : null };
    });
  }

  async set(scope: WorkspaceScope, input: { feature: string; enabled: boolean }): Promise<BetaFeatureState> {
    const feature = input.feature;
    if (!isBetaFeature(feature))
      throw AppError.badInput(`Beta feature must be one of ${BETA_FEATURES.join(', ')}.`, {
        field: 'feature',
      });
    // A beta that is a plan's feature is turned on only on a plan with it (turning it off always works).
    const planFlag = BETA_PLAN_FLAGS[feature];
    if (input.enabled && planFlag) await this.plans.requireFeature(scope.workspace.id, planFlag);
    await scope.em.transactional(async (em) => {
      await this.rows.set(em, scope.workspace.schemaName, {
        feature,
        enabled: input.enabled,
        changedBy: scope.accountId,
      });
      await recordEvent(em, BETA_FEATURE_EVENTS.changed, scope.workspace.id, {
        feature,
        enabled: input.enabled,
        changedBy: scope.accountId,
      });
    });
    const state = (await this.list(scope)).find((s) => s.feature === feature);
    return state as BetaFeatureState;
  }
}
