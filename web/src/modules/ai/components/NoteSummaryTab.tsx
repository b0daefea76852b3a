import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { SummaryFramework } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { type SummaryJobStep, useSummaryJobProgress } from '../hooks/useSummaryJobProgress';
import {
  CANCEL_NOTE_SUMMARY_JOB_MUTATION,
  NOTE_SUMMARY_QUERY,
  START_NOTE_SUMMARY_MUTATION,
  SUMMARY_FRAMEWORKS_QUERY,
  UPDATE_NOTE_SUMMARY_MUTATION,
  UPDATE_PROJECT_AI_DEFAULTS_MUTATION,
} from '../operations';
import { aiStrings } from '../strings';
import { StoredSummaryView, SummaryRequestFields } from './SummaryFields';
import { SummaryText } from './SummaryText';

/**
 * The note sidebar's Summary tab (spec 000 §2): a framework picker defaulting to the project's, a
 * language, Generate or Regenerate, the summary (edited in place by members with edit permission)
 * and a plain statement of which provider and model made it. Generating is a job: its text shows
 * as it is written, with its progress and a button that stops it (nothing is saved then); a tab
 * opened while one runs follows it. Viewers, members who may only view
 * the project, read-only workspaces and too-short notes see the spec's reason instead of actions.
 */
export function NoteSummaryTab({ noteId, projectId }: { noteId: string; projectId: string }) {
  const panel = useGraphqlQuery(NOTE_SUMMARY_QUERY, { noteId });
  const frameworks = useGraphqlQuery(SUMMARY_FRAMEWORKS_QUERY);
  const data = panel.data?.noteSummary;
  const [framework, setFramework] = useState<SummaryFramework | ''>('');
  const [language, setLanguage] = useState('');
  const [customPrompt, setCustomPrompt] = useState('');
  const [start, starting] = useGraphqlMutation(START_NOTE_SUMMARY_MUTATION);
  const [cancelJob, cancelling] = useGraphqlMutation(CANCEL_NOTE_SUMMARY_JOB_MUTATION);
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const [ended, setEnded] = useState<SummaryJobStep | null>(null);
  const jobId = startedJobId ?? data?.activeJob?.id ?? null;
  const job = useSummaryJobProgress(jobId, (last) => {
    setStartedJobId(null);
    setEnded(last);
    void panel.refetch();
  });
  const running = jobId !== null;
  const [save, saving] = useGraphqlMutation(UPDATE_NOTE_SUMMARY_MUTATION);
  const [setDefaults, settingDefaults] = useGraphqlMutation(UPDATE_PROJECT_AI_DEFAULTS_MUTATION);

  // The pickers start at the summary's own framework, else the project's default.
  useEffect(() => {
    if (!data) return;
    setFramework((f) => f || (data.summary?.framework ?? data.defaultFramework));
    setLanguage((l) => l || (data.summary?.language ?? data.defaultLanguage));
  }, [data]);

  if (panel.error) return <ErrorAlert error={panel.error} onRetry={panel.refetch} />;
  if (!data) return <LinearProgress aria-label={aiStrings.generating} />;
  const canAct = data.unavailableReason === null;
  const summary = data.summary;

  const startJob = async (input: {
    framework: SummaryFramework;
    language: string;
    customPrompt?: string | null;
  }) => {
    setEnded(null);
    const started = await start({ input: { noteId, ...input } });
    if (started) setStartedJobId(started.startNoteSummary.id);
  };
  const runGenerate = async () => {
    if (!framework) return;
    await startJob({ framework, language, customPrompt: framework === 'CustomPrompt' ? customPrompt : null });
  };
  const runCancel = async () => {
    if (jobId) await cancelJob({ id: jobId });
  };
  const progress = job.step?.progress ?? data.activeJob?.progress ?? 0;
  const queued = (job.step?.status ?? data.activeJob?.status) === 'QUEUED';
  const isDefault = framework === data.defaultFramework && language === data.defaultLanguage;
  const runMakeDefault = async () => {
    if (!framework) return;
    const done = await setDefaults({
      input: { projectId, defaultFramework: framework, defaultSummaryLanguage: language },
    });
    if (done) await panel.refetch();
  };
  const runSave = async (content: string) => {
    const done = await save({ input: { noteId, content } });
    if (done) await panel.refetch();
    return done !== undefined;
  };

  return (
    <Box sx={{ p: 1.5 }} data-testid="note-summary-tab">
      {data.unavailableMessage ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {data.unavailableMessage}
        </Alert>
      ) : null}
      {canAct ? (
        <Stack sx={{ gap: 1.5, mb: 1.5 }}>
          <SummaryRequestFields
            frameworks={frameworks.data?.summaryFrameworks ?? []}
            framework={framework}
            onFramework={setFramework}
            language={language}
            onLanguage={setLanguage}
            customPrompt={customPrompt}
            onCustomPrompt={setCustomPrompt}
            customPromptHelp={aiStrings.customPromptHelp}
          />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={!framework || starting.loading || running}
              onClick={() => void runGenerate()}
            >
              {starting.loading || running
                ? aiStrings.generating
                : summary
                  ? aiStrings.regenerate
                  : aiStrings.generate}
            </Button>
            {running ? (
              <Button color="inherit" disabled={cancelling.loading} onClick={() => void runCancel()}>
                {cancelling.loading ? aiStrings.cancelling : aiStrings.cancelGeneration}
              </Button>
            ) : null}
            {isDefault ? null : (
              <Button disabled={!framework || settingDefaults.loading} onClick={() => void runMakeDefault()}>
                {aiStrings.makeDefault}
              </Button>
            )}
          </Stack>
          {summary ? (
            <Typography variant="caption" color="text.secondary">
              {aiStrings.regenerateReplaces}
            </Typography>
          ) : null}
          <ErrorAlert error={settingDefaults.error} />
          <ErrorAlert error={starting.error} />
          <ErrorAlert error={cancelling.error} />
        </Stack>
      ) : null}
      {ended?.status === 'CANCELLED' ? (
        <Alert severity="info" sx={{ mb: 1.5 }} onClose={() => setEnded(null)}>
          {aiStrings.generationCancelled(summary !== null)}
        </Alert>
      ) : null}
      {ended?.status === 'FAILED' ? (
        <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setEnded(null)}>
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
            {job.text ? <SummaryText content={job.text} /> : null}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {aiStrings.streamingNotice}
          </Typography>
        </Box>
      ) : null}
      {!summary && !running && canAct && data.autoSummarize === 'Suggest' ? (
        <Alert
          severity="info"
          sx={{ mb: 1.5 }}
          data-testid="suggested-summary"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={starting.loading || running}
              onClick={() =>
                void startJob({ framework: data.defaultFramework, language: data.defaultLanguage })
              }
            >
              {aiStrings.generateSuggested}
            </Button>
          }
        >
          {aiStrings.autoSummarySuggested(
            frameworks.data?.summaryFrameworks.find((f) => f.framework === data.defaultFramework)?.label ??
              data.defaultFramework,
          )}
        </Alert>
      ) : null}
      {!summary && data.autoSummarize === 'On' ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {aiStrings.autoSummaryOn}
        </Typography>
      ) : null}
      {data.provider.kind === 'BUILT_IN' && (canAct || summary?.generatedWith.kind === 'BUILT_IN') ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {aiStrings.builtInNotice}
        </Typography>
      ) : null}
      {running ? null : summary ? (
        <StoredSummaryView
          summary={summary}
          canEdit={canAct}
          label={aiStrings.summaryTab}
          save={runSave}
          saving={saving}
        />
      ) : (
        <Typography color="text.secondary" variant="body2">
          {canAct ? aiStrings.noSummary : aiStrings.noSummaryViewer}
        </Typography>
      )}
    </Box>
  );
}
