/** Spec 001 §3: onboarding use-case choices. */
export const ONBOARDING_USE_CASES = [
  'ResearchAnalysis',
  'VideoTranscription',
  'InsightsHub',
  'ShareInsights',
  'UnderstandCustomerNeeds',
  'HighVolumeFeedback',
  'Recruitment',
  'Surveys',
  'Others',
] as const;
export type OnboardingUseCase = (typeof ONBOARDING_USE_CASES)[number];

/** Spec 001 §3: organisation size buckets. */
export const ORGANISATION_SIZES = ['1-25', '26-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;
export type OrganisationSize = (typeof ORGANISATION_SIZES)[number];

/** Spec 000 §3: job roles. */
export const JOB_ROLES = [
  'CONSULTING',
  'CUSTOMER_SUCCESS',
  'DESIGN',
  'ENGINEERING',
  'FINANCE',
  'LEGAL',
  'MANAGEMENT',
  'MARKETING',
  'OPERATIONS',
  'OTHER',
  'PRODUCT_MANAGEMENT',
  'RESEARCH',
  'SALES',
  'STUDENT',
  'SUPPORT',
] as const;
export type JobRole = (typeof JOB_ROLES)[number];

/**
 * The getting-started checklist (spec 001 §4: active then completed): what a member does first in a
 * research workspace, each read from their own data, in the order it is usually done.
 */
export const ONBOARDING_CHECKLIST = [
  'CREATE_PROJECT',
  'ADD_NOTE',
  'MAKE_HIGHLIGHT',
  'WRITE_INSIGHT',
  'INVITE_MEMBER',
] as const;
export type OnboardingChecklistItem = (typeof ONBOARDING_CHECKLIST)[number];
