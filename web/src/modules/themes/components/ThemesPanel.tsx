import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HighlightThemesMutation, ThemeAmount, ThemeStrictness } from '../../../gql/graphql';
import { AI_SETTINGS_QUERY } from '../../ai/operations';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { HIGHLIGHT_THEMES_MUTATION } from '../operations';
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

/**
 * Themes on a project's Highlights tab or a tag's page (issue 34): the spec's strictness and amount
 * choices, a run, and the named themes with their highlights, each to accept as a tag. Gone when
 * generative AI is off for the workspace, as every AI entry point is. Says who named the themes:
 * keywords (no model configured) or the model.
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
  const [strictness, setStrictness] = useState<ThemeStrictness>('STANDARD');
  const [amount, setAmount] = useState<ThemeAmount>('STANDARD');
  const [run, setRun] = useState<HighlightThemesMutation['highlightThemes'] | null>(null);
  const [findThemes, finding] = useGraphqlMutation(HIGHLIGHT_THEMES_MUTATION);
  if (!settings.data?.aiSettings.generativeAiEnabled) return null;

  const submit = async () => {
    setRun(null);
    const data = await findThemes({
      input: { projectId: projectId ?? null, tagId: tagId ?? null, strictness, amount },
    });
    if (data) setRun(data.highlightThemes);
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
        <Button variant="contained" onClick={() => void submit()} disabled={finding.loading}>
          {finding.loading ? strings.running : strings.run}
        </Button>
      </Stack>
      {finding.loading ? <LinearProgress sx={{ mt: 2 }} aria-label={strings.running} /> : null}
      <ErrorAlert error={finding.error} />
      {run ? (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
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
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Paper>
  );
}
