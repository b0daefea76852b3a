import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { BETA_FEATURES_QUERY, SET_BETA_FEATURE_MUTATION } from '../operations';
import { extrasStrings as strings } from '../strings';

/**
 * /settings/beta (spec 000 §2; spec 001 §6 betas per workspace): each beta with its switch, kept
 * for the workspace. Every member sees what is on; managers switch.
 */
export function BetaSettingsPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(BETA_FEATURES_QUERY);
  const [setBeta, setting] = useGraphqlMutation(SET_BETA_FEATURE_MUTATION, {
    refetchQueries: ['BetaFeatures'],
  });
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {strings.betaTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {strings.betaSubtitle}
      </Typography>
      {!isManager ? (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 720 }}>
          {strings.betaManagersOnly}
        </Alert>
      ) : null}
      {setting.error ? <ErrorAlert error={setting.error} /> : null}
      {loading && !data ? <LoadingState /> : null}
      {error && !data ? <ErrorAlert error={error} onRetry={refetch} /> : null}
      {data ? (
        <Paper variant="outlined" sx={{ maxWidth: 720 }}>
          <List aria-label={strings.betaTitle} disablePadding>
            {data.betaFeatures.map((beta, i) => {
              const text = strings.betas[beta.feature] ?? { title: beta.feature, body: '' };
              const id = `beta-${beta.feature}`;
              return (
                <ListItem key={beta.feature} divider={i < data.betaFeatures.length - 1} sx={{ gap: 2 }}>
                  <ListItemText
                    id={id}
                    primary={text.title}
                    secondary={
                      <>
                        {text.body}
                        {beta.changedAt ? (
                          <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                            {strings.betaChanged(formatDate(beta.changedAt))}
                          </Typography>
                        ) : null}
                      </>
                    }
                  />
                  <Switch
                    edge="end"
                    checked={beta.enabled}
                    disabled={!isManager || setting.loading}
                    onChange={(event) =>
                      void setBeta({ input: { feature: beta.feature, enabled: event.target.checked } })
                    }
                    slotProps={{ input: { 'aria-labelledby': id } }}
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      ) : null}
    </>
  );
}
