import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useFileTranscription } from '../hooks/useFileTranscription';
import {
  CANCEL_TRANSCRIPTION_MUTATION,
  START_TRANSCRIPTION_MUTATION,
  TRANSCRIPTION_SETTINGS_QUERY,
} from '../operations';
import { transcriptionStrings as strings } from '../strings';
import { TranscriptionLanguageSelect } from './TranscriptionLanguageSelect';

/**
 * The Transcribe action of a recording (issue 34): a language picker (auto-identify first, the
 * workspace's default preselected), the job's progress while it runs with a Cancel button, and what
 * it ended in. `onTranscribed` runs when a job completes, so the transcript below is read again.
 * Without an endpoint it says so and leaves importing to the transcript panel.
 */
export function TranscribeControl({
  fileId,
  editable,
  onTranscribed,
}: {
  fileId: string;
  editable: boolean;
  onTranscribed: () => void;
}) {
  const settings = useGraphqlQuery(TRANSCRIPTION_SETTINGS_QUERY);
  const { job, live, error, refetch } = useFileTranscription(fileId);
  const [start, starting] = useGraphqlMutation(START_TRANSCRIPTION_MUTATION);
  const [cancel, cancelling] = useGraphqlMutation(CANCEL_TRANSCRIPTION_MUTATION);
  const [language, setLanguage] = useState<string | null>(null);
  const current = settings.data?.transcriptionSettings;
  // Tell the panel once per job that completed while this page watched it.
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (live && job) watched.current = job.id;
    if (job?.status === 'COMPLETED' && watched.current === job.id) {
      watched.current = null;
      onTranscribed();
    }
  }, [job, live, onTranscribed]);

  if (!current) return <ErrorAlert error={settings.error} onRetry={settings.refetch} />;
  if (current.unavailableMessage && !live)
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
        data-testid="transcription-unavailable"
      >
        {current.unavailableMessage}
      </Typography>
    );

  return (
    <Box sx={{ mb: 1 }} data-testid="transcribe-control">
      {live && job ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="body2" id={`transcription-progress-${fileId}`}>
              {job.status === 'QUEUED' ? strings.queued : strings.transcribing(job.progress)}
            </Typography>
            <LinearProgress
              variant={job.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
              value={job.progress}
              aria-labelledby={`transcription-progress-${fileId}`}
            />
          </Box>
          {editable ? (
            <Button
              size="small"
              color="inherit"
              disabled={cancelling.loading}
              onClick={() => void cancel({ id: job.id }).then(() => refetch())}
            >
              {strings.cancel}
            </Button>
          ) : null}
        </Stack>
      ) : editable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TranscriptionLanguageSelect
            label={strings.transcribeLanguage}
            languages={current.languages}
            value={language ?? current.defaultLanguage}
            onChange={setLanguage}
            disabled={starting.loading}
          />
          <Button
            variant="contained"
            size="small"
            startIcon={<GraphicEqIcon />}
            disabled={starting.loading}
            onClick={() =>
              void start({ input: { fileId, language: language ?? current.defaultLanguage } }).then(
                (started) => {
                  if (started) {
                    watched.current = started.startTranscription.id;
                    refetch();
                  }
                },
              )
            }
          >
            {strings.transcribe}
          </Button>
        </Stack>
      ) : null}
      <ErrorAlert error={starting.error ?? cancelling.error ?? error} />
      {!live && job?.status === 'FAILED' ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {strings.failed(job.errorMessage ?? '')}
        </Alert>
      ) : null}
      {!live && job?.status === 'CANCELLED' ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {strings.cancelled}
        </Alert>
      ) : null}
      {!live && job?.status === 'COMPLETED' ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
          data-testid="transcription-done"
        >
          {strings.completed(job.cueCount, job.minutes)}
        </Typography>
      ) : null}
    </Box>
  );
}
