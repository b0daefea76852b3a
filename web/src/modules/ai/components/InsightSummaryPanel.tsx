import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { SummaryFramework } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useGenerativeAi } from '../hooks/useGenerativeAi';
import {
  GENERATE_INSIGHT_SUMMARY_MUTATION,
  INSIGHT_SUMMARY_QUERY,
  SUMMARY_FRAMEWORKS_QUERY,
  UPDATE_INSIGHT_SUMMARY_MUTATION,
} from '../operations';
import { aiStrings } from '../strings';
import { StoredSummaryView, SummaryRequestFields } from './SummaryFields';

/**
 * An insight's AI summary (issue 34: summaries "(and insights)"): the note Summary tab's framework
 * and language pickers, Generate or Regenerate, the summary with who made it, and a hand edit for
 * members with edit permission; the spec's reason instead of actions for the others. Gone while
 * generative AI is off.
 */
export function InsightSummaryPanel({ insightId }: { insightId: string }) {
  const aiOn = useGenerativeAi();
  const panel = useGraphqlQuery(INSIGHT_SUMMARY_QUERY, { insightId }, { skip: !aiOn });
  const frameworks = useGraphqlQuery(SUMMARY_FRAMEWORKS_QUERY, undefined, { skip: !aiOn });
  const data = panel.data?.insightSummary;
  const [framework, setFramework] = useState<SummaryFramework | ''>('');
  const [language, setLanguage] = useState('');
  const [customPrompt, setCustomPrompt] = useState('');
  const [generate, generating] = useGraphqlMutation(GENERATE_INSIGHT_SUMMARY_MUTATION);
  const [save, saving] = useGraphqlMutation(UPDATE_INSIGHT_SUMMARY_MUTATION);

  useEffect(() => {
    if (!data) return;
    setFramework((f) => f || (data.summary?.framework ?? data.defaultFramework));
    setLanguage((l) => l || (data.summary?.language ?? data.defaultLanguage));
  }, [data]);

  if (!aiOn) return null;
  const summary = data?.summary ?? null;
  const canAct = data?.unavailableReason === null;
  const runGenerate = async () => {
    if (!framework) return;
    const done = await generate({
      input: {
        insightId,
        framework,
        language,
        customPrompt: framework === 'CustomPrompt' ? customPrompt : null,
      },
    });
    if (done) await panel.refetch();
  };
  const runSave = async (content: string) => {
    const done = await save({ input: { insightId, content } });
    if (done) await panel.refetch();
    return done !== undefined;
  };

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
            framework={framework}
            onFramework={setFramework}
            language={language}
            onLanguage={setLanguage}
            customPrompt={customPrompt}
            onCustomPrompt={setCustomPrompt}
          />
          <Box>
            <Button
              variant="contained"
              disabled={!framework || generating.loading}
              onClick={() => void runGenerate()}
            >
              {generating.loading
                ? aiStrings.generating
                : summary
                  ? aiStrings.regenerate
                  : aiStrings.generate}
            </Button>
          </Box>
          {generating.loading ? <LinearProgress aria-label={aiStrings.generating} /> : null}
          <ErrorAlert error={generating.error} />
        </Stack>
      ) : null}
      {data?.provider.kind === 'BUILT_IN' && (canAct || summary?.generatedWith.kind === 'BUILT_IN') ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {aiStrings.builtInInsightNotice}
        </Typography>
      ) : null}
      {summary ? (
        <StoredSummaryView
          summary={summary}
          canEdit={canAct}
          label={aiStrings.insightSummaryLabel}
          save={runSave}
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
