import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { AI_SETTINGS_QUERY, UPDATE_AI_SETTINGS_MUTATION } from '../operations';
import { aiStrings } from '../strings';
import { AiActivityGrid } from './AiActivityGrid';
import { AutoFeaturesSection } from './AutoFeaturesSection';
import { AiRegionSection } from '../regions/AiRegionSection';

/** /settings/ai: the workspace's generative AI switch and the AI audit trail, for managers. */
export function AiSettingsPage() {
  const { viewer } = useViewer();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {aiStrings.settingsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {aiStrings.settingsSubtitle}
      </Typography>
      {viewer?.role === 'MANAGER' ? (
        <ManagerAiSettings />
      ) : (
        <Alert severity="info">{aiStrings.managersOnly}</Alert>
      )}
    </>
  );
}

function ManagerAiSettings() {
  const settings = useGraphqlQuery(AI_SETTINGS_QUERY);
  const [update, updating] = useGraphqlMutation(UPDATE_AI_SETTINGS_MUTATION);
  const current = settings.data?.aiSettings;

  return (
    <>
      <ErrorAlert error={settings.error} onRetry={settings.refetch} />
      {current ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <FormControlLabel
            control={
              <Switch
                checked={current.enabledBySetting}
                disabled={updating.loading}
                onChange={(e) =>
                  void update({ input: { generativeAiEnabled: e.target.checked } }).then(() =>
                    settings.refetch(),
                  )
                }
              />
            }
            label={aiStrings.switchLabel}
          />
          <Typography variant="body2" color="text.secondary">
            {aiStrings.switchHelp}
          </Typography>
          {current.disabledByPlan ? (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {aiStrings.disabledByPlan}
            </Alert>
          ) : null}
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="ai-provider">
            {aiStrings.providerIs(current.provider.kind, current.provider.model)}
          </Typography>
          {current.provider.kind === 'BUILT_IN' ? (
            <Typography variant="caption" color="text.secondary">
              {aiStrings.builtInNotice}
            </Typography>
          ) : null}
          <ErrorAlert error={updating.error} />
        </Paper>
      ) : null}
      <AiRegionSection />
      {current?.generativeAiEnabled ? <AutoFeaturesSection /> : null}
      <Typography variant="h6" component="h2">
        {aiStrings.activityTitle}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
        {aiStrings.activitySubtitle}
      </Typography>
      <AiActivityGrid />
    </>
  );
}
