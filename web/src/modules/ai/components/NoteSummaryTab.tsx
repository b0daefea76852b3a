import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useFrameworkAccess } from '../hooks/useFrameworkAccess';
import { useSummaryGeneration } from '../hooks/useSummaryGeneration';
import {
  NOTE_SUMMARY_QUERY,
  START_NOTE_SUMMARY_MUTATION,
  SUMMARY_FRAMEWORKS_QUERY,
  UPDATE_NOTE_SUMMARY_MUTATION,
  UPDATE_PROJECT_AI_DEFAULTS_MUTATION,
} from '../operations';
import { aiStrings } from '../strings';
import { StoredSummaryView, SummaryRequestFields } from './SummaryFields';
import { SummaryJobButtons, SummaryJobView } from './SummaryJobView';

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
  const [start, starting] = useGraphqlMutation(START_NOTE_SUMMARY_MUTATION);
  const [save, saving] = useGraphqlMutation(UPDATE_NOTE_SUMMARY_MUTATION);
  const [setDefaults, settingDefaults] = useGraphqlMutation(UPDATE_PROJECT_AI_DEFAULTS_MUTATION);
  const access = useFrameworkAccess();
  const generation = useSummaryGeneration(
    data,
    panel.refetch,
    async (request) => (await start({ input: { noteId, ...request } }))?.startNoteSummary.id,
    async (content) => (await save({ input: { noteId, content } })) !== undefined,
    access ?? null,
  );

  if (panel.error) return <ErrorAlert error={panel.error} onRetry={panel.refetch} />;
  if (!data) return <LinearProgress aria-label={aiStrings.generating} />;
  const canAct = data.unavailableReason === null;
  const summary = data.summary;
  const { framework, language } = generation.fields;
  const running = generation.running;
  const isDefault = framework === data.defaultFramework && language === data.defaultLanguage;
  const runMakeDefault = async () => {
    if (!framework) return;
    const done = await setDefaults({
      input: { projectId, defaultFramework: framework, defaultSummaryLanguage: language },
    });
    if (done) await panel.refetch();
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
            {...generation.fields}
            access={access}
            customPromptHelp={aiStrings.customPromptHelp}
          />
          <SummaryJobButtons generation={generation} hasSummary={summary !== null}>
            {isDefault ? null : (
              <Button disabled={!framework || settingDefaults.loading} onClick={() => void runMakeDefault()}>
                {aiStrings.makeDefault}
              </Button>
            )}
          </SummaryJobButtons>
          {summary ? (
            <Typography variant="caption" color="text.secondary">
              {aiStrings.regenerateReplaces}
            </Typography>
          ) : null}
          <ErrorAlert error={settingDefaults.error} />
          <ErrorAlert error={starting.error} />
        </Stack>
      ) : null}
      <SummaryJobView generation={generation} hasSummary={summary !== null} />
      {!summary && !running && canAct && data.autoSummarize === 'Suggest' ? (
        <Alert
          severity="info"
          sx={{ mb: 1.5 }}
          data-testid="suggested-summary"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={generation.starting || running}
              onClick={() =>
                void generation.startJob({ framework: data.defaultFramework, language: data.defaultLanguage })
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
          save={generation.save}
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
