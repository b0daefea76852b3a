import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ChannelDatasetFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { CHANNEL_LIMITS, channelStrings } from '../strings';
import { DeleteDatasetDialog } from './DeleteDatasetDialog';
import { ImportDatapointsDialog } from './ImportDatapointsDialog';

/**
 * The channel's Sources tab: each import (a CSV file, or records sent through the API) with its
 * kind, data points and date, newest first. Contributors import a CSV file and delete a source with
 * its data points.
 */
export function SourcesTab({
  channelId,
  datapointCount,
  datasets,
  canEdit,
}: {
  channelId: string;
  datapointCount: number;
  datasets: readonly ChannelDatasetFieldsFragment[];
  canEdit: boolean;
}) {
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<ChannelDatasetFieldsFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {canEdit ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
            {channelStrings.importCsv}
          </Button>
        </Stack>
      ) : null}
      {datasets.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {canEdit ? channelStrings.noSources : channelStrings.noSourcesViewer}
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined">
          <Box component="ul" aria-label={channelStrings.sourcesLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {datasets.map((dataset, index) => (
              <Stack
                component="li"
                key={dataset.id}
                direction="row"
                data-testid="source-item"
                sx={{
                  px: 2,
                  py: 1.5,
                  gap: 1,
                  alignItems: 'center',
                  borderTop: index === 0 ? 0 : 1,
                  borderColor: 'divider',
                }}
              >
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{dataset.title}</Typography>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      label={channelStrings.sourceKinds[dataset.source]}
                    />
                    <Typography variant="body2">
                      {channelStrings.datapointCount(dataset.datapointCount)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {channelStrings.importedOn(formatDate(dataset.createdAt))}
                    </Typography>
                  </Stack>
                </Box>
                {canEdit ? (
                  <IconButton
                    aria-label={channelStrings.deleteSourceLabel(dataset.title)}
                    onClick={() => setDeleting(dataset)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                ) : null}
              </Stack>
            ))}
          </Box>
        </Paper>
      )}
      <ImportDatapointsDialog
        open={importing}
        channelId={channelId}
        room={Math.max(0, CHANNEL_LIMITS.datapoints - datapointCount)}
        onClose={() => setImporting(false)}
      />
      <DeleteDatasetDialog
        dataset={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(title) => setNotice(channelStrings.sourceDeleted(title))}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
