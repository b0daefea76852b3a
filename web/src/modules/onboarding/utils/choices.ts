import type { JobRole, OnboardingUseCase } from '../../../gql/graphql';

/** Spec 001 §3 organisation size buckets, as the API takes them. */
export const ORGANISATION_SIZES = ['1-25', '26-200', '201-500', '501-1000', '1001-5000', '5000+'] as const;

/** Spec 000 §3 job roles, in the spec's order. */
export const JOB_ROLES: readonly JobRole[] = [
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
];

/** Spec 001 §3 onboarding use-case choices, in the spec's order. */
export const USE_CASES: readonly OnboardingUseCase[] = [
  'ResearchAnalysis',
  'VideoTranscription',
  'InsightsHub',
  'ShareInsights',
  'UnderstandCustomerNeeds',
  'HighVolumeFeedback',
  'Recruitment',
  'Surveys',
  'Others',
];
