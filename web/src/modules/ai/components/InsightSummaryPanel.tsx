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
import { LANGUAGE_LABELS, aiStrings } from '../strings';
import { SummaryText } from './SummaryText';

/** Spec 000 §9: a summary holds at most 10240 characters. */
const MAX_SUMMARY = 10240;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

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
  const [draft, setDraft] = useState<string | null>(null);
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
  const runSave = async () => {
    if (draft === null) return;
    const done = await save({ input: { insightId, content: draft } });
    if (done) {
      setDraft(null);
      await panel.refetch();
    }
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
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={aiStrings.framework}
              value={framework}
              onChange={(e) => setFramework(e.target.value as SummaryFramework)}
              sx={{ flex: '2 1 160px', maxWidth: 320 }}
            >
              {(frameworks.data?.summaryFrameworks ?? []).map((f) => (
                <MenuItem key={f.framework} value={f.framework} title={f.description}>
                  {f.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={aiStrings.language}
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
              sx={{ flex: '1 1 100px', maxWidth: 200 }}
            >
              {Object.entries(LANGUAGE_LABELS).map(([code, label]) => (
                <MenuItem key={code} value={code}>
                  {label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {framework === 'CustomPrompt' ? (
            <TextField
              size="small"
              multiline
              minRows={2}
              label={aiStrings.customPrompt}
              value={customPrompt}
              onChange={(e) => setCustomPrompt(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 4000 } }}
            />
          ) : null}
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
        draft !== null ? (
          <Stack sx={{ gap: 1 }}>
            <TextField
              multiline
              minRows={8}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              helperText={aiStrings.summaryLength(draft.length, MAX_SUMMARY)}
              error={draft.length > MAX_SUMMARY}
              slotProps={{ htmlInput: { 'aria-label': aiStrings.insightSummaryLabel } }}
            />
            <ErrorAlert error={saving.error} />
            <Stack direction="row" sx={{ gap: 1 }}>
              <Button
                variant="contained"
                disabled={saving.loading || draft.length > MAX_SUMMARY}
                onClick={() => void runSave()}
              >
                {aiStrings.save}
              </Button>
              <Button onClick={() => setDraft(null)}>{aiStrings.cancel}</Button>
            </Stack>
          </Stack>
        ) : (
          <Box>
            <SummaryText content={summary.content} />
            {canAct ? (
              <Button size="small" sx={{ mt: 1 }} onClick={() => setDraft(summary.content)}>
                {aiStrings.edit}
              </Button>
            ) : null}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
              {aiStrings.madeBy(
                summary.generatedWith.kind,
                summary.generatedWith.model,
                when.format(new Date(summary.generatedAt)),
              )}
              {summary.editedAt ? ` ${aiStrings.editedOn(when.format(new Date(summary.editedAt)))}` : ''}
            </Typography>
          </Box>
        )
      ) : data ? (
        <Typography color="text.secondary" variant="body2">
          {canAct ? aiStrings.noInsightSummary : aiStrings.noInsightSummaryViewer}
        </Typography>
      ) : null}
    </Paper>
  );
}
