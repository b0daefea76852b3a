import {
  AppError,
  ErrorCode,
  type EntitlementFlag,
  type EntitlementMaximum,
  GATED_FEATURE_NAMES,
  MAXIMUM_NOUNS,
} from '@fieldnote/core';
import type { CataloguePlan } from './catalogue-plan';
import type { PlanSummary } from './workspace-plan';

/** What the web app reads from a plan refusal's details to show its upgrade prompt. */
export interface PlanRefusalDetails {
  planLimit: EntitlementMaximum | EntitlementFlag;
  maximum: number | null;
  plan: string;
  planName: string;
  upgradePlan: string | null;
  upgradePlanName: string | null;
}

function details(
  limit: EntitlementMaximum | EntitlementFlag,
  maximum: number | null,
  plan: PlanSummary,
  lifting: CataloguePlan | undefined,
): PlanRefusalDetails {
  return {
    planLimit: limit,
    maximum,
    plan: plan.reference,
    planName: plan.name,
    upgradePlan: lifting?.reference ?? null,
    upgradePlanName: lifting?.name ?? null,
  };
}

/** The refusals of plan limits: FORBIDDEN, naming the limit and the plan that lifts it. */
export const billingErrors = {
  maximumReached(
    name: EntitlementMaximum,
    maximum: number,
    plan: PlanSummary,
    lifting: CataloguePlan | undefined,
    trialEnded: boolean,
  ): AppError {
    const noun = MAXIMUM_NOUNS[name];
    const first = trialEnded
      ? `Your ${plan.name} has ended, so no more ${noun} can be added.`
      : `Your plan (${plan.name}) allows at most ${maximum} ${noun}.`;
    const then = lifting ? ` Upgrade to ${lifting.name} to add more.` : ' Remove one before adding another.';
    return new AppError(ErrorCode.FORBIDDEN, first + then, { ...details(name, maximum, plan, lifting) });
  },

  featureNotIncluded(flag: EntitlementFlag, plan: PlanSummary, lifting: CataloguePlan | undefined): AppError {
    const feature = GATED_FEATURE_NAMES[flag] ?? flag;
    const then = lifting ? ` Upgrade to ${lifting.name} to use it.` : '';
    return new AppError(ErrorCode.FORBIDDEN, `Your plan (${plan.name}) does not include ${feature}.${then}`, {
      ...details(flag, null, plan, lifting),
    });
  },

  turnedOffByAddOn(flag: EntitlementFlag, plan: PlanSummary, addOn: PlanSummary): AppError {
    const feature = GATED_FEATURE_NAMES[flag] ?? flag;
    return new AppError(
      ErrorCode.FORBIDDEN,
      `The ${addOn.name} add-on of this workspace turns off ${feature}.`,
      { ...details(flag, null, plan, undefined), addOn: addOn.reference, addOnName: addOn.name },
    );
  },

  billingOff(): AppError {
    return AppError.badInput(
      'Billing is off on this installation (no STRIPE_SECRET_KEY): every workspace is on the unlimited self-hosted plan.',
    );
  },

  unknownPlan(reference: string): AppError {
    return AppError.badInput(`No plan of the catalogue is called "${reference}".`, {
      field: 'planReference',
    });
  },
};
