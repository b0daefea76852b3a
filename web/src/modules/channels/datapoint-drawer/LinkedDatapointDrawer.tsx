import Snackbar from '@mui/material/Snackbar';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { CHANNEL_DATAPOINT_QUERY } from '../operations';
import { DatapointDrawer } from './DatapointDrawer';
import { datapointDrawerStrings as strings } from './strings';

/**
 * The side panel of a data point named by the address (/themes/{themeId}/data/{datumData}), open over
 * the page as soon as the data point is read; a data point that is gone says so instead.
 */
export function LinkedDatapointDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, error } = useGraphqlQuery(CHANNEL_DATAPOINT_QUERY, { id });
  const gone = error instanceof GraphqlError && error.errorCode === 'NOT_FOUND';
  return (
    <>
      <DatapointDrawer datapoint={data?.channelDatapoint ?? null} onClose={onClose} />
      <Snackbar open={gone} autoHideDuration={6000} onClose={onClose} message={strings.notFound} />
    </>
  );
}
