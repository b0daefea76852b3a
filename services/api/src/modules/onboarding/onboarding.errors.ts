import { AppError, ORGANISATION_SIZES } from '@fieldnote/core';

/** The refusals of onboarding answers, worded for people. */
export const onboardingErrors = {
  badOrgSize: (): AppError =>
    AppError.badInput(`Organisation size must be one of ${ORGANISATION_SIZES.join(', ')}.`, {
      field: 'orgSize',
    }),
  repeatedUseCase: (): AppError =>
    AppError.badInput('Choose each use case at most once.', { field: 'useCases' }),
} as const;
