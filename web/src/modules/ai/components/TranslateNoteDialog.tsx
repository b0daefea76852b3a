import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PlanFeatureNotice } from '../../plans/components/PlanFeatureNotice';
import { AI_SETTINGS_QUERY } from '../operations';
import { LANGUAGE_LABELS } from '../strings';
import {
  CANCEL_NOTE_TRANSLATION_MUTATION,
  NOTE_TRANSLATION_JOBS_QUERY,
  NOTE_TRANSLATION_JOB_QUERY,
  START_NOTE_TRANSLATION_MUTATION,
} from '../translation-operations';
import { translationStrings as strings } from '../translation-strings';

/** How often a running translation's progress is read. */
const POLL_MS = 500;
const LANGUAGES = Object.keys(LANGUAGE_LABELS);

/**
 * "Translate" in a note's menu (spec 001, allowTranslation): the language to translate from (the
 * project's summary language unless chosen) and into, then the translation job's progress with Stop,
 * and its ending: Success with a link to the new note, or Failure with why (UnsupportedLanguagePair
 * or Error). Opened while a translation of the note runs (asked before a reload, or by someone else),
 * it follows that one. The built-in AI only quotes, so with it the dialog says a model is needed
 * instead of offering to start. A plan without translation shows the upgrade prompt.
 */
export function TranslateNoteDialog({
  noteId,
  open,
  onClose,
}: {
  noteId: string;
  open: boolean;
  onClose: () => void;
}) {
  const [source, setSource] = useState('');
  const [target, setTarget] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const settings = useGraphqlQuery(AI_SETTINGS_QUERY, undefined, { skip: !open });
  const builtIn = settings.data?.aiSettings.provider.kind === 'BUILT_IN';
  // Read each time the dialog opens: a translation asked before a reload is followed again.
  const running = useGraphqlQuery(
    NOTE_TRANSLATION_JOBS_QUERY,
    { noteId },
    { skip: !open || jobId !== null, fresh: true },
  );
  const runningId = running.data?.noteTranslationJobs.live?.id ?? null;
  useEffect(() => {
    if (open && runningId) setJobId(runningId);
  }, [open, runningId]);
  const [start, starting] = useGraphqlMutation(START_NOTE_TRANSLATION_MUTATION);
  const [cancel, cancelling] = useGraphqlMutation(CANCEL_NOTE_TRANSLATION_MUTATION);
  const job = useGraphqlQuery(NOTE_TRANSLATION_JOB_QUERY, { id: jobId ?? '' }, { skip: !jobId, fresh: true });
  const state = job.data?.noteTranslationJob ?? null;
  const live = state?.status === 'QUEUED' || state?.status === 'RUNNING';
  const { refetch } = job;

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [live, refetch]);

  const close = () => {
    setJobId(null);
    setSource('');
    setTarget('');
    starting.reset();
    cancelling.reset();
    onClose();
  };
  const submit = async () => {
    const answer = await start({
      input: { noteId, targetLanguage: target, sourceLanguage: source || null },
    });
    if (answer) setJobId(answer.startNoteTranslation.id);
  };
  const stop = async () => {
    if (jobId && (await cancel({ id: jobId }))) refetch();
  };
  const languageLabel = (code: string) => LANGUAGE_LABELS[code] ?? code;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{strings.title}</DialogTitle>
      <DialogContent>
        <PlanFeatureNotice flag="allowTranslation" />
        <ErrorNotice error={starting.error ?? cancelling.error ?? job.error} />
        <Typography variant="body2" sx={{ mb: 1 }}>
          {strings.intro}
        </Typography>
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {strings.highlightsNotCarried}
        </Alert>
        {builtIn && jobId === null ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="translation-needs-model">
            {strings.needsModel}
          </Alert>
        ) : null}
        {jobId === null ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={strings.from}
              value={source}
              onChange={(event) => setSource(event.target.value)}
              fullWidth
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{strings.projectLanguage}</MenuItem>
              {LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageLabel(code)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={strings.into}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              fullWidth
            >
              {LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {languageLabel(code)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        ) : null}
        {live ? (
          <Box data-testid="translation-progress">
            <Typography variant="caption" color="text.secondary" component="p">
              {state.status === 'QUEUED'
                ? strings.queued(languageLabel(state.targetLanguage))
                : strings.progress(languageLabel(state.targetLanguage), state.progress)}
            </Typography>
            <LinearProgress
              variant={state.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
              value={state.progress}
              aria-label={strings.progress(languageLabel(state.targetLanguage), state.progress)}
              sx={{ mt: 1 }}
            />
          </Box>
        ) : null}
        {state?.outcome === 'Success' && state.translatedNoteId ? (
          <Alert
            severity="success"
            action={
              <Button
                component={RouterLink}
                to={`/data/${state.translatedNoteId}`}
                onClick={close}
                color="inherit"
                size="small"
              >
                {strings.open}
              </Button>
            }
          >
            {strings.success(languageLabel(state.targetLanguage))}
          </Alert>
        ) : null}
        {state?.outcome === 'Failure' ? (
          <Alert severity="error">{strings.failed(state.errorMessage ?? null)}</Alert>
        ) : null}
        {state?.status === 'CANCELLED' ? <Alert severity="info">{strings.stopped}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{strings.close}</Button>
        {live ? (
          <Button color="inherit" onClick={() => void stop()} disabled={cancelling.loading}>
            {cancelling.loading ? strings.stopping : strings.stop}
          </Button>
        ) : null}
        {jobId === null ? (
          <Button
            variant="contained"
            onClick={() => void submit()}
            disabled={!target || starting.loading || builtIn}
          >
            {starting.loading ? strings.starting : strings.start}
          </Button>
        ) : !live && state && !builtIn ? (
          <Button onClick={() => setJobId(null)}>{strings.again}</Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
