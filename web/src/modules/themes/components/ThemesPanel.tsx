import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { ThemeAmount, ThemeStrictness } from '../../../gql/graphql';
import { AI_AUTO_FEATURES_QUERY, AI_SETTINGS_QUERY } from '../../ai/operations';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CANCEL_THEME_JOB_MUTATION, THEME_JOBS_QUERY, START_HIGHLIGHT_THEMES_MUTATION } from '../operations';
import { themeStrings as strings } from '../strings';
import { ThemeCard } from './ThemeCard';

const STRICTNESS: readonly ThemeStrictness[] = [
  'VERY_RELAXED',
  'RELAXED',
  'STANDARD',
  'STRICT',
  'VERY_STRICT',
];
const AMOUNTS: readonly ThemeAmount[] = ['LEAST', 'LESS', 'STANDARD', 'MORE', 'MOST'];

/** How often a running theme job's progress is read. */
const POLL_MS = 500;

/**
 * Themes on a project's Highlights tab or a tag's page (issue 34): the spec's strictness and amount
 * choices, a run as a job (its progress while it runs, Stop to end it keeping nothing new), and the
 * last themes found, kept with their job and shown when the panel opens, each to accept as a tag
 * (and, with the insights auto feature On or Suggest for the project, to draft as an insight).
 * Gone when generative AI is off for the workspace, as every AI entry point is. Says who named the
 * themes: keywords (no model configured) or the model.
 */
export function ThemesPanel({
  projectId,
  tagId,
  tagProjectId,
}: {
  projectId?: string;
  tagId?: string;
  /** A project tag's project: themes accepted from its page become tags of that project. */
  tagProjectId?: string | null;
}) {
  const settings = useGraphqlQuery(AI_SETTINGS_QUERY);
  const aiOn = settings.data?.aiSettings.generativeAiEnabled === true;
  const [strictness, setStrictness] = useState<ThemeStrictness>('STANDARD');
  const [amount, setAmount] = useState<ThemeAmount>('STANDARD');
  const scope = { projectId: projectId ?? null, tagId: tagId ?? null };
  const jobs = useGraphqlQuery(THEME_JOBS_QUERY, { input: scope }, { skip: !aiOn, fresh: true });
  const job = jobs.data?.themeJobs.latest ?? null;
  const last = jobs.data?.themeJobs.lastCompleted ?? null;
  const run = last?.result ?? null;
  // The insights auto feature of the themes' project: On or Suggest offers "Draft insight" on each theme.
  const draftProjectId = last?.projectId ?? null;
  const autoFeatures = useGraphqlQuery(
    AI_AUTO_FEATURES_QUERY,
    { projectId: draftProjectId },
    { skip: !aiOn || !draftProjectId },
  );
  const insightsMode = autoFeatures.data?.aiAutoFeatures.find((f) => f.feature === 'insights')?.effectiveMode;
  const mayDraft = Boolean(draftProjectId) && (insightsMode === 'On' || insightsMode === 'Suggest');
  const [start, starting] = useGraphqlMutation(START_HIGHLIGHT_THEMES_MUTATION);
  const [cancel, cancelling] = useGraphqlMutation(CANCEL_THEME_JOB_MUTATION);
  const live = job?.status === 'QUEUED' || job?.status === 'RUNNING';
  const { refetch } = jobs;

  // A running job's progress is read until it ends; its themes then replace the last ones.
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [live, refetch]);

  if (!aiOn) return null;

  const submit = async () => {
    if (await start({ input: { ...scope, strictness, amount } })) refetch();
  };
  const stop = async () => {
    if (job && (await cancel({ id: job.id }))) refetch();
  };
  const acceptInto = projectId ?? tagProjectId ?? null;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="themes-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="themes-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {strings.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {projectId ? strings.projectHint : strings.tagHint}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={strings.strictness}
          value={strictness}
          onChange={(event) => setStrictness(event.target.value as ThemeStrictness)}
          sx={{ minWidth: 160 }}
        >
          {STRICTNESS.map((value) => (
            <MenuItem key={value} value={value}>
              {strings.strictnessLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={strings.amount}
          value={amount}
          onChange={(event) => setAmount(event.target.value as ThemeAmount)}
          sx={{ minWidth: 140 }}
        >
          {AMOUNTS.map((value) => (
            <MenuItem key={value} value={value}>
              {strings.amountLabels[value]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => void submit()} disabled={starting.loading || live}>
          {starting.loading || live ? strings.running : strings.run}
        </Button>
        {live ? (
          <Button color="inherit" onClick={() => void stop()} disabled={cancelling.loading}>
            {cancelling.loading ? strings.stopping : strings.stop}
          </Button>
        ) : null}
      </Stack>
      {live ? (
        <Box sx={{ mt: 2 }} data-testid="themes-progress">
          <Typography variant="caption" color="text.secondary" component="p">
            {job.status === 'QUEUED' ? strings.queued : strings.progress(job.progress)}
          </Typography>
          <LinearProgress
            variant={job.status === 'QUEUED' ? 'indeterminate' : 'determinate'}
            value={job.progress}
            aria-label={strings.running}
            sx={{ mt: 1 }}
          />
        </Box>
      ) : null}
      <ErrorAlert error={jobs.error} onRetry={refetch} />
      <ErrorAlert error={starting.error} />
      <ErrorAlert error={cancelling.error} />
      {job?.status === 'CANCELLED' ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {strings.stopped}
        </Alert>
      ) : null}
      {job?.status === 'FAILED' ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {strings.failed(job.errorMessage ?? null)}
        </Alert>
      ) : null}
      {run ? (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          {last?.id !== job?.id || live ? (
            <Typography variant="caption" color="text.secondary">
              {strings.lastRun}
            </Typography>
          ) : null}
          <Typography variant="body2" data-testid="themes-sample">
            {strings.sample(run.themes.length, run.considered, run.unclustered)}
          </Typography>
          <Alert severity="info" variant="outlined">
            {run.provider.kind === 'BUILT_IN' ? strings.keywordBased : strings.modelNamed(run.provider.model)}
          </Alert>
          {run.modelFailed ? <Alert severity="warning">{strings.modelFailed}</Alert> : null}
          {run.rejectedNames > 0 ? (
            <Alert severity="warning">{strings.rejectedNames(run.rejectedNames)}</Alert>
          ) : null}
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={strings.title}
          >
            {run.themes.map((theme, index) => (
              <ThemeCard
                // A new run replaces every card, accepted state included.
                key={`${run.aiActivityId}-${index}`}
                theme={theme}
                aiActivityId={run.aiActivityId}
                acceptIntoProjectId={acceptInto}
                draftFrom={mayDraft && last ? { themeJobId: last.id, themeIndex: index } : null}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Paper>
  );
}
