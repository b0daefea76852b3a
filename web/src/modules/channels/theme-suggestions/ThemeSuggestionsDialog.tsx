import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ChannelClusterAmount } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { suggestionStrings as strings } from './strings';
import { SuggestionCard } from './SuggestionCard';
import { useThemeSuggestions } from './useThemeSuggestions';

const AMOUNTS: readonly ChannelClusterAmount[] = ['LEAST', 'LESS', 'STANDARD', 'MORE', 'MOST'];

/**
 * "Suggest themes" for a channel: its data points grouped by meaning as a job (issue 34) in the
 * worker — asked at the first open of a channel and with "Suggest" after a change of the choices, its
 * progress shown with Stop while it runs — and the last suggestions found, kept with their job and
 * shown when the dialog opens (after a reload too), each group a card to turn into a theme.
 */
export function ThemeSuggestionsDialog({
  open,
  channelId,
  onClose,
}: {
  open: boolean;
  channelId: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [amount, setAmount] = useState<ChannelClusterAmount>('STANDARD');
  const [unthemedOnly, setUnthemedOnly] = useState(true);
  const choices = useMemo(() => ({ amount, unthemedOnly }), [amount, unthemedOnly]);
  const jobs = useThemeSuggestions(open, channelId, choices);
  const { latest, lastCompleted, live } = jobs;
  const answer = lastCompleted?.channelSuggestions ?? null;
  // The choices start as the shown suggestions' own (the last job's, after a reload too).
  const synced = useRef(false);
  useEffect(() => {
    if (!lastCompleted || synced.current) return;
    synced.current = true;
    setAmount(lastCompleted.amount as ChannelClusterAmount);
    setUnthemedOnly(lastCompleted.unthemedOnly ?? true);
  }, [lastCompleted]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="suggestions-title"
    >
      <DialogTitle id="suggestions-title">{strings.heading}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {strings.intro}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={strings.amountLabel}
            value={amount}
            onChange={(event) => setAmount(event.target.value as ChannelClusterAmount)}
            sx={{ minWidth: 180 }}
          >
            {AMOUNTS.map((value) => (
              <MenuItem key={value} value={value}>
                {strings.amounts[value]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox checked={unthemedOnly} onChange={(event) => setUnthemedOnly(event.target.checked)} />
            }
            label={strings.unthemedOnly}
          />
          <Button
            variant="contained"
            onClick={() => void jobs.start()}
            disabled={jobs.starting || live || jobs.loading}
          >
            {jobs.starting || live ? strings.running : strings.run}
          </Button>
          {live ? (
            <Button color="inherit" onClick={() => void jobs.stop()} disabled={jobs.stopping}>
              {jobs.stopping ? strings.stopping : strings.stop}
            </Button>
          ) : null}
        </Stack>
        {live && latest ? (
          <Box sx={{ mb: 2 }} data-testid="suggestions-progress">
            <Typography variant="caption" color="text.secondary" component="p">
              {latest.status === 'QUEUED' ? strings.queued : strings.progress(latest.progress)}
            </Typography>
            <LinearProgress
              variant={latest.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
              value={latest.progress}
              aria-label={strings.running}
              sx={{ mt: 1 }}
            />
          </Box>
        ) : null}
        <ErrorAlert error={jobs.error} onRetry={jobs.retry} />
        {latest?.status === 'CANCELLED' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {strings.stopped}
          </Alert>
        ) : null}
        {latest?.status === 'FAILED' ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {strings.failed(latest.errorMessage ?? null)}
          </Alert>
        ) : null}
        {jobs.loading ? (
          <Stack
            direction="row"
            sx={{ gap: 1.5, alignItems: 'center', py: 4, justifyContent: 'center' }}
            role="status"
          >
            <CircularProgress size={20} />
            <Typography color="text.secondary">{strings.loading}</Typography>
          </Stack>
        ) : !answer || !lastCompleted ? null : answer.suggestions.length === 0 ? (
          <Alert severity="info">{strings.none(answer.considered)}</Alert>
        ) : (
          <Stack sx={{ gap: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {lastCompleted.id !== latest?.id || live
                ? `${strings.lastRun(lastCompleted.amount as ChannelClusterAmount, lastCompleted.unthemedOnly ?? true)} `
                : null}
              {strings.considered(answer.considered, answer.model)}
            </Typography>
            {answer.suggestions.map((suggestion) => (
              // The first data point is a group's most typical one: a stable key across renders.
              <SuggestionCard
                key={`${lastCompleted.id}-${suggestion.datapointIds[0]}`}
                channelId={channelId}
                suggestion={suggestion}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{strings.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
