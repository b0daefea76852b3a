import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { AiAutoFeatureMode } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_AUTO_FEATURES_QUERY, UPDATE_AI_AUTO_FEATURE_MUTATION } from '../operations';
import { aiStrings } from '../strings';

const MODES: AiAutoFeatureMode[] = ['On', 'Suggest', 'Off'];
/** The auto features that act today (spec 001 names five; summarize, redact and insights come later). */
const ACTIVE = new Set(['highlights', 'tags']);

/** /settings/ai: each auto feature On / Suggest / Off for the workspace (managers). */
export function AutoFeaturesSection() {
  const query = useGraphqlQuery(AI_AUTO_FEATURES_QUERY, { projectId: null });
  const [update, updating] = useGraphqlMutation(UPDATE_AI_AUTO_FEATURE_MUTATION);
  const features = (query.data?.aiAutoFeatures ?? []).filter((f) => ACTIVE.has(f.feature));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="auto-features">
      <Typography variant="h6" component="h2">
        {aiStrings.autoTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {aiStrings.autoSubtitle}
      </Typography>
      <ErrorAlert error={query.error ?? updating.error} onRetry={query.refetch} />
      <Stack sx={{ gap: 1.5 }}>
        {features.map((f) => (
          <Stack
            key={f.feature}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { sm: 'center' }, gap: 1, justifyContent: 'space-between' }}
          >
            <Typography id={`auto-${f.feature}`} sx={{ fontWeight: 500 }}>
              {aiStrings.autoFeature[f.feature] ?? f.feature}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={f.workspaceMode}
              aria-labelledby={`auto-${f.feature}`}
              disabled={updating.loading}
              onChange={(_event, mode: AiAutoFeatureMode | null) => {
                if (!mode) return;
                void update({ input: { feature: f.feature, mode } }).then(() => query.refetch());
              }}
            >
              {MODES.map((mode) => (
                <ToggleButton key={mode} value={mode} sx={{ px: 2 }}>
                  {aiStrings.autoMode[mode]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
