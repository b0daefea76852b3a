import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import type { SummaryGeneration } from '../hooks/useSummaryGeneration';
import { aiStrings } from '../strings';
import { SummaryText } from './SummaryText';

/**
 * Generate (or Regenerate) and, while a job runs, Stop generating, for a note's or an insight's
 * summary; `children` are the panel's own buttons beside them.
 */
export function SummaryJobButtons({
  generation,
  hasSummary,
  disabled,
  children,
}: {
  generation: SummaryGeneration;
  hasSummary: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const busy = generation.starting || generation.running;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!generation.fields.framework || busy || disabled}
          onClick={() => void generation.generate()}
        >
          {busy ? aiStrings.generating : hasSummary ? aiStrings.regenerate : aiStrings.generate}
        </Button>
        {generation.running ? (
          <Button
            color="inherit"
            disabled={generation.cancelling.loading}
            onClick={() => void generation.cancel()}
          >
            {generation.cancelling.loading ? aiStrings.cancelling : aiStrings.cancelGeneration}
          </Button>
        ) : null}
        {children}
      </Box>
      <ErrorAlert error={generation.cancelling.error} />
    </>
  );
}

/**
 * How a summary job is going: the text so far with its progress while it runs (not saved until it
 * is finished), and a notice when the last one was stopped or failed.
 */
export function SummaryJobView({
  generation,
  hasSummary,
}: {
  generation: SummaryGeneration;
  hasSummary: boolean;
}) {
  const { ended, running, queued, progress } = generation;
  return (
    <>
      {ended?.status === 'CANCELLED' ? (
        <Alert severity="info" sx={{ mb: 1.5 }} onClose={generation.dismissEnded}>
          {aiStrings.generationCancelled(hasSummary)}
        </Alert>
      ) : null}
      {ended?.status === 'FAILED' ? (
        <Alert severity="error" sx={{ mb: 1.5 }} onClose={generation.dismissEnded}>
          {aiStrings.generationFailed(ended.errorMessage ?? null)}
        </Alert>
      ) : null}
      {running ? (
        <Box sx={{ mb: 1.5 }} data-testid="summary-streaming">
          <Typography variant="caption" color="text.secondary" component="p">
            {queued ? aiStrings.queued : aiStrings.writingProgress(progress)}
          </Typography>
          <LinearProgress
            variant={queued ? 'indeterminate' : 'determinate'}
            value={progress}
            aria-label={queued ? aiStrings.queued : aiStrings.writingProgress(progress)}
            sx={{ my: 1 }}
          />
          <Box aria-live="polite" aria-busy="true">
            {generation.text ? <SummaryText content={generation.text} /> : null}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {aiStrings.streamingNotice}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}
