import { Injectable } from '@nestjs/common';
import type { EntitlementFlag, EntitlementMaximum } from '@fieldnote/core';
import { billingErrors } from './billing.errors';
import { EntitlementsService } from './entitlements.service';
import { PlanCatalogueService } from './plan-catalogue.service';

/**
 * Where the modules check a plan limit before they add something: one more project, folder, channel,
 * or a gated feature. Existing data above a lowered limit stays; only additions are refused.
 */
@Injectable()
export class PlanGate {
  constructor(
    private readonly entitlements: EntitlementsService,
    private readonly catalogue: PlanCatalogueService,
  ) {}

  /**
   * Admits one more of what `maximum` counts, the workspace holding `current` of them, or refuses with
   * FORBIDDEN. Callers count under the lock that serialises their additions.
   */
  admitOneMore(workspaceId: string, maximum: EntitlementMaximum, current: number): Promise<void> {
    return this.admit(workspaceId, maximum, current, 1);
  }

  /** Admits `adding` more at once (an import of data points), or refuses the whole addition. */
  async admit(
    workspaceId: string,
    maximum: EntitlementMaximum,
    current: number,
    adding: number,
  ): Promise<void> {
    const answer = await this.entitlements.of(workspaceId);
    const limit = answer.entitlements[maximum];
    if (limit === null || current + adding <= limit) return;
    const lifting = answer.readOnly
      ? undefined
      : (await this.catalogue.catalogue()).liftingMaximum(maximum, limit, answer.plan.rank);
    throw billingErrors.maximumReached(maximum, limit, answer.plan, lifting, answer.readOnly);
  }

  /**
   * Refuses with FORBIDDEN unless the workspace's plan turns the allow flag on. When an add-on the
   * workspace holds turns it off (the HIPAA add-on and WebVTT download), the refusal names the
   * add-on and no plan: no upgrade lifts it.
   */
  async requireFeature(workspaceId: string, flag: EntitlementFlag): Promise<void> {
    const answer = await this.entitlements.of(workspaceId);
    if (answer.entitlements[flag]) return;
    const catalogue = await this.catalogue.catalogue();
    const turningOff = answer.addOns.find(
      (a) => catalogue.find(a.reference, a.version)?.entitlements[flag] === false,
    );
    if (turningOff) throw billingErrors.turnedOffByAddOn(flag, answer.plan, turningOff);
    const lifting = catalogue.liftingFlag(flag, answer.plan.rank);
    throw billingErrors.featureNotIncluded(flag, answer.plan, lifting);
  }
}
