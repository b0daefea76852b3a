import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PathBreadcrumbs } from '../../common/components/PathBreadcrumbs';
import { idFromPathSegment } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { useNavSection } from '../../shell/hooks/useNavSection';
import { DatapointDetails } from '../datapoint-drawer/DatapointDetails';
import type { DrawerDatapoint } from '../datapoint-drawer/DatapointDrawer';
import { datapointDrawerStrings as strings } from '../datapoint-drawer/strings';
import { CHANNEL_DATAPOINT_QUERY, CHANNEL_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';

/**
 * /data/{id} when the id is a channel's data point (spec 000 §2 /data/{datumData}): the data point in
 * full on a page of its own, an address to share. The note page sends here what it does not find as
 * a note; `otherwise` is what it shows when there is no data point by that id either.
 */
export function DatapointPage({ segment, otherwise }: { segment: string; otherwise: ReactNode }) {
  const id = idFromPathSegment(segment);
  const { data, error, loading, refetch } = useGraphqlQuery(
    CHANNEL_DATAPOINT_QUERY,
    { id: id ?? '' },
    { skip: id === null },
  );
  const datapoint = data?.channelDatapoint;
  const channel = useGraphqlQuery(CHANNEL_QUERY, { id: datapoint?.channelId ?? '' }, { skip: !datapoint });
  if (id === null || (error instanceof GraphqlError && error.errorCode === 'NOT_FOUND')) return otherwise;
  if (!datapoint) return loading ? <LoadingState /> : <ErrorAlert error={error} onRetry={refetch} />;
  return <DatapointArticle datapoint={datapoint} channelTitle={channel.data?.channel.title} />;
}

/** The data point's page itself, counted under Channels in the navigation. */
function DatapointArticle({
  datapoint,
  channelTitle,
}: {
  datapoint: DrawerDatapoint;
  channelTitle: string | undefined;
}) {
  useNavSection(channelPaths.list);
  return (
    <>
      <PathBreadcrumbs
        segments={[
          { label: channelStrings.breadcrumbsRoot, to: channelPaths.list },
          ...(channelTitle
            ? [
                {
                  label: channelTitle,
                  to: channelPaths.channel({ id: datapoint.channelId, title: channelTitle }),
                },
              ]
            : []),
          { label: strings.pageTitle },
        ]}
      />
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="datapoint-page-title"
        data-testid="datapoint-page"
        sx={{ p: { xs: 2, md: 4 }, maxWidth: 760 }}
      >
        <Typography id="datapoint-page-title" variant="h5" component="h1" sx={{ mb: 2 }}>
          {strings.pageTitle}
        </Typography>
        <DatapointDetails datapoint={datapoint} />
      </Paper>
    </>
  );
}
