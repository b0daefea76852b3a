import { errorMessage } from '../../graphql/utils/errorMessage';
import { isNotFound } from '../../graphql/utils/isNotFound';
import { commonStrings } from '../strings';
import { ErrorAlert } from './ErrorAlert';
import { NotFoundPage } from './NotFoundPage';

/**
 * What an item's page shows when the item could not be loaded: for one that does not exist (or is
 * out of the member's sight, which the API answers the same way) the 404 page with the API's own
 * message and a way back; for anything else the error with a retry.
 */
export function PageLoadError({
  error,
  onRetry,
  homePath = '/projects',
  homeLabel = commonStrings.goToProjects,
}: {
  error: unknown;
  onRetry?: () => void;
  /** Where the 404 page's button leads: the list the item belongs in. */
  homePath?: string;
  homeLabel?: string;
}) {
  if (isNotFound(error)) {
    return (
      <NotFoundPage
        title={errorMessage(error)}
        body={commonStrings.itemNotFoundBody}
        homePath={homePath}
        homeLabel={homeLabel}
      />
    );
  }
  return <ErrorAlert error={error} onRetry={onRetry} />;
}
