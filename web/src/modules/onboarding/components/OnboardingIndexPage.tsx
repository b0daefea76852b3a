import { Navigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ONBOARDING_QUERY } from '../operations';

/** Spec 000 §2 /onboarding: the first step not yet done (the questions, else the checklist). */
export function OnboardingIndexPage() {
  const { data, error, refetch } = useGraphqlQuery(ONBOARDING_QUERY, {});
  if (error) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data) return <LoadingState />;
  return (
    <Navigate
      to={data.onboarding.answered ? '/onboarding/getting-started' : '/onboarding/setup-workspace'}
      replace
    />
  );
}
