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

/** What a project's control shows for "follow the workspace's choice". */
const FOLLOW = 'follow';

/**
 * Each auto feature On / Suggest / Off: the workspace's (/settings/ai, managers), or with
 * `projectId` a project's own, which may also follow the workspace's choice (edit permission).
 */
export function AutoFeaturesSection({
  projectId = null,
  bare = false,
}: {
  projectId?: string | null;
  bare?: boolean;
}) {
  const query = useGraphqlQuery(AI_AUTO_FEATURES_QUERY, { projectId });
  const [update, updating] = useGraphqlMutation(UPDATE_AI_AUTO_FEATURE_MUTATION);
  const features = query.data?.aiAutoFeatures ?? [];
  return (
    <Paper
      variant={bare ? 'elevation' : 'outlined'}
      elevation={0}
      sx={bare ? {} : { p: 2, mb: 3 }}
      data-testid="auto-features"
    >
      {bare ? null : (
        <Typography variant="h6" component="h2">
          {aiStrings.autoTitle}
        </Typography>
      )}
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1.5 }}>
        {projectId ? aiStrings.autoProjectSubtitle : aiStrings.autoSubtitle}
      </Typography>
      <ErrorAlert error={query.error ?? updating.error} onRetry={query.refetch} />
      <Stack sx={{ gap: 1.5 }}>
        {features.map((f) => (
          <Stack
            key={f.feature}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ alignItems: { sm: 'center' }, gap: 1, justifyContent: 'space-between' }}
          >
            <Stack>
              <Typography id={`auto-${f.feature}`} sx={{ fontWeight: 500 }}>
                {aiStrings.autoFeature[f.feature] ?? f.feature}
              </Typography>
              {aiStrings.autoFeatureHint[f.feature] ? (
                <Typography variant="caption" color="text.secondary">
                  {aiStrings.autoFeatureHint[f.feature]}
                </Typography>
              ) : null}
            </Stack>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={projectId ? (f.projectMode ?? FOLLOW) : f.workspaceMode}
              aria-labelledby={`auto-${f.feature}`}
              disabled={updating.loading}
              onChange={(_event, mode: AiAutoFeatureMode | typeof FOLLOW | null) => {
                if (!mode) return;
                void update({
                  input: { projectId, feature: f.feature, mode: mode === FOLLOW ? null : mode },
                }).then(() => query.refetch());
              }}
            >
              {projectId ? (
                <ToggleButton value={FOLLOW} sx={{ px: 1.5 }}>
                  {aiStrings.autoFollow(aiStrings.autoMode[f.workspaceMode] ?? f.workspaceMode)}
                </ToggleButton>
              ) : null}
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
