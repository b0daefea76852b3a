import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useGenerativeAi } from '../hooks/useGenerativeAi';
import { useFrameworkAccess } from '../hooks/useFrameworkAccess';
import { useSummaryGeneration } from '../hooks/useSummaryGeneration';
import {
  INSIGHT_SUMMARY_QUERY,
  START_INSIGHT_SUMMARY_MUTATION,
  SUMMARY_FRAMEWORKS_QUERY,
  UPDATE_INSIGHT_SUMMARY_MUTATION,
} from '../operations';
import { aiStrings } from '../strings';
import { StoredSummaryView, SummaryRequestFields } from './SummaryFields';
import { SummaryJobButtons, SummaryJobView } from './SummaryJobView';

/**
 * An insight's AI summary (issue 34: summaries "(and insights)"): the note Summary tab's framework
 * and language pickers, Generate or Regenerate as the same streamed job (its text shows as it is
 * written, with its progress and Stop generating; a section opened while one runs follows it), the
 * summary with who made it, and a hand edit for members with edit permission; the spec's reason
 * instead of actions for the others. Gone while generative AI is off.
 */
export function InsightSummaryPanel({ insightId }: { insightId: string }) {
  const aiOn = useGenerativeAi();
  const panel = useGraphqlQuery(INSIGHT_SUMMARY_QUERY, { insightId }, { skip: !aiOn });
  const frameworks = useGraphqlQuery(SUMMARY_FRAMEWORKS_QUERY, undefined, { skip: !aiOn });
  const data = panel.data?.insightSummary;
  const [start, starting] = useGraphqlMutation(START_INSIGHT_SUMMARY_MUTATION);
  const [save, saving] = useGraphqlMutation(UPDATE_INSIGHT_SUMMARY_MUTATION);
  const access = useFrameworkAccess();
  const generation = useSummaryGeneration(
    data,
    panel.refetch,
    async (request) => (await start({ input: { insightId, ...request } }))?.startInsightSummary.id,
    async (content) => (await save({ input: { insightId, content } })) !== undefined,
    access ?? null,
  );

  if (!aiOn) return null;
  const summary = data?.summary ?? null;
  const canAct = data?.unavailableReason === null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={aiStrings.insightSummaryTitle}
      sx={{ p: { xs: 2, md: 3 }, mt: 3, maxWidth: 864 }}
      data-testid="insight-summary"
    >
      <Typography variant="h6" component="h2">
        {aiStrings.insightSummaryTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {aiStrings.insightSummaryHelp}
      </Typography>
      <ErrorAlert error={panel.error} onRetry={panel.refetch} />
      {!data ? <LinearProgress aria-label={aiStrings.insightSummaryTitle} /> : null}
      {data?.unavailableMessage ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {data.unavailableMessage}
        </Alert>
      ) : null}
      {data && canAct ? (
        <Stack sx={{ gap: 1.5, mb: 1.5 }}>
          <SummaryRequestFields
            frameworks={frameworks.data?.summaryFrameworks ?? []}
            {...generation.fields}
            access={access}
          />
          <SummaryJobButtons generation={generation} hasSummary={summary !== null} />
          <ErrorAlert error={starting.error} />
        </Stack>
      ) : null}
      <SummaryJobView generation={generation} hasSummary={summary !== null} />
      {data?.provider.kind === 'BUILT_IN' && (canAct || summary?.generatedWith.kind === 'BUILT_IN') ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {aiStrings.builtInInsightNotice}
        </Typography>
      ) : null}
      {generation.running ? null : summary ? (
        <StoredSummaryView
          summary={summary}
          canEdit={canAct}
          label={aiStrings.insightSummaryLabel}
          save={generation.save}
          saving={saving}
        />
      ) : data ? (
        <Typography color="text.secondary" variant="body2">
          {canAct ? aiStrings.noInsightSummary : aiStrings.noInsightSummaryViewer}
        </Typography>
      ) : null}
    </Paper>
  );
}
