import { registerEnumType } from '@nestjs/graphql';
import { JOB_ROLES, ONBOARDING_CHECKLIST, ONBOARDING_USE_CASES } from '@fieldnote/core';

const asEnum = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

/** Spec 001 §3 onboarding use-case choices. */
export const OnboardingUseCase = asEnum(ONBOARDING_USE_CASES);
/** Spec 000 §3 job roles. */
export const JobRole = asEnum(JOB_ROLES);
/** The getting-started checklist's steps. */
export const OnboardingChecklistItem = asEnum(ONBOARDING_CHECKLIST);
/** Spec 001 §4: the onboarding checklist is active, then completed. */
export const OnboardingChecklistState = asEnum(['ACTIVE', 'COMPLETED'] as const);

registerEnumType(OnboardingUseCase, { name: 'OnboardingUseCase' });
registerEnumType(JobRole, { name: 'JobRole' });
registerEnumType(OnboardingChecklistItem, { name: 'OnboardingChecklistItem' });
registerEnumType(OnboardingChecklistState, { name: 'OnboardingChecklistState' });
