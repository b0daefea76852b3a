import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FollowFrequency, UpdateNotificationSettingsInput } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { NOTIFICATION_SETTINGS_QUERY, UPDATE_NOTIFICATION_SETTINGS_MUTATION } from '../operations';
import { notificationStrings } from '../strings';

/** Spec 000 §2 follow frequencies, in the order a person reads them. */
const FREQUENCIES: FollowFrequency[] = ['DAILY', 'WEEKLY', 'MONTHLY'];

/**
 * /settings/user/notifications: the caller's e-mail choices (spec 000 §2: allCommentsEnabled,
 * insightsPublishedEnabled, allChangesEnabled and the follow frequency of the digest). Each change
 * is saved at once.
 */
export function NotificationSettingsPage() {
  const { data, error, loading, refetch } = useGraphqlQuery(NOTIFICATION_SETTINGS_QUERY);
  const [saveError, setSaveError] = useState<unknown>(undefined);
  const [saved, setSaved] = useState(false);
  const settings = data?.notificationSettings;

  const save = (input: UpdateNotificationSettingsInput) => {
    setSaveError(undefined);
    // The answer lands in the cached settings (one per member: see cacheTypePolicies), which the page reads.
    void graphqlRequest(UPDATE_NOTIFICATION_SETTINGS_MUTATION, { input })
      .then(() => setSaved(true))
      .catch(setSaveError);
  };

  const toggle = (
    key: 'allCommentsEnabled' | 'insightsPublishedEnabled' | 'allChangesEnabled',
    label: string,
    help: string,
  ) => (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={settings?.[key] ?? false}
            onChange={(event) => save({ [key]: event.target.checked })}
          />
        }
        label={label}
      />
      <FormHelperText sx={{ ml: 6, mt: -0.5 }}>{help}</FormHelperText>
    </Stack>
  );

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {notificationStrings.settingsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {notificationStrings.settingsLead}
      </Typography>
      {error ? <ErrorAlert error={error} onRetry={refetch} /> : null}
      {saveError ? <ErrorAlert error={saveError} /> : null}
      {loading && !settings ? <LoadingState /> : null}
      {settings ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            {toggle(
              'allCommentsEnabled',
              notificationStrings.allComments,
              notificationStrings.allCommentsHelp,
            )}
            {toggle(
              'insightsPublishedEnabled',
              notificationStrings.insightsPublished,
              notificationStrings.insightsPublishedHelp,
            )}
            {toggle('allChangesEnabled', notificationStrings.allChanges, notificationStrings.allChangesHelp)}
            <FormControl size="small" sx={{ maxWidth: 240 }} disabled={!settings.allChangesEnabled}>
              <InputLabel id="digest-frequency-label">{notificationStrings.frequency}</InputLabel>
              <Select
                labelId="digest-frequency-label"
                label={notificationStrings.frequency}
                value={settings.followFrequency}
                onChange={(event) => save({ followFrequency: event.target.value as FollowFrequency })}
              >
                {FREQUENCIES.map((frequency) => (
                  <MenuItem key={frequency} value={frequency}>
                    {notificationStrings.frequencies[frequency]}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
        </Paper>
      ) : null}
      <Snackbar
        open={saved}
        autoHideDuration={3000}
        onClose={() => setSaved(false)}
        message={notificationStrings.saved}
      />
    </>
  );
}
