import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import type { TranscriptionProvider } from '../../../gql/graphql';
import { TRANSCRIPTION_SETTINGS_QUERY, UPDATE_TRANSCRIPTION_SETTINGS_MUTATION } from '../operations';
import { transcriptionStrings as strings } from '../strings';
import { TranscriptionLanguageSelect } from './TranscriptionLanguageSelect';

/**
 * /settings/transcription (spec 000 §2): whether an endpoint transcribes this server's recordings,
 * the month's minutes against the plan, and for managers the default language and (when the plan
 * allows choosing it) the provider. Without allowTranscriptionSettings the settings are read-only.
 */
export function TranscriptionSettingsPage() {
  const isManager = useViewer().viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(TRANSCRIPTION_SETTINGS_QUERY, undefined, {
    fresh: true,
  });
  const [save, saving] = useGraphqlMutation(UPDATE_TRANSCRIPTION_SETTINGS_MUTATION);
  const [draft, setDraft] = useState<{ language: string; provider: TranscriptionProvider } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const settings = data?.transcriptionSettings;
  const language = draft?.language ?? settings?.defaultLanguage ?? 'auto-identify';
  const provider = draft?.provider ?? settings?.provider ?? 'ENDPOINT';
  const editable = isManager && settings?.settingsAllowed === true;

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {strings.settingsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {strings.settingsSubtitle}
      </Typography>
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {settings ? (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }}>
          <Stack spacing={2}>
            {settings.unavailableMessage ? (
              <Alert severity="info" data-testid="transcription-unavailable">
                {settings.unavailableMessage}
              </Alert>
            ) : null}
            {settings.endpointConfigured && settings.model ? (
              <Typography variant="body2" data-testid="transcription-endpoint">
                {strings.endpointIs(settings.model)}
              </Typography>
            ) : null}
            <Typography variant="body2" data-testid="transcription-usage">
              {strings.usage(settings.minutesUsedThisMonth, settings.maxMonthlyMinutes ?? null)}
            </Typography>
            {settings.hipaaEnforced ? <Alert severity="info">{strings.hipaa}</Alert> : null}
            {!isManager ? <Alert severity="info">{strings.managersOnly}</Alert> : null}
            {isManager && !settings.settingsAllowed ? (
              <Alert severity="info">{strings.settingsLocked}</Alert>
            ) : null}
            <TranscriptionLanguageSelect
              label={strings.defaultLanguage}
              helperText={strings.defaultLanguageHelp}
              languages={settings.languages}
              value={language}
              disabled={!editable || saving.loading}
              onChange={(value) => setDraft({ language: value, provider })}
              size="medium"
            />
            <TextField
              select
              label={strings.provider}
              value={provider}
              disabled={!editable || !settings.chooseProviderAllowed || saving.loading}
              helperText={settings.chooseProviderAllowed ? undefined : strings.providerLocked}
              onChange={(event) =>
                setDraft({ language, provider: event.target.value as TranscriptionProvider })
              }
              sx={{ maxWidth: 420 }}
            >
              <MenuItem value={'ENDPOINT'}>{strings.providerEndpoint}</MenuItem>
              <MenuItem value={'IMPORT_ONLY'}>{strings.providerImportOnly}</MenuItem>
            </TextField>
            <ErrorAlert error={saving.error} />
            {editable ? (
              <div>
                <Button
                  variant="contained"
                  disabled={saving.loading || draft === null}
                  onClick={() =>
                    void save({
                      input: {
                        defaultLanguage: language,
                        ...(settings.chooseProviderAllowed ? { provider } : {}),
                      },
                    }).then((saved) => {
                      if (!saved) return;
                      setDraft(null);
                      setNotice(strings.saved);
                      refetch();
                    })
                  }
                >
                  {strings.save}
                </Button>
              </div>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
