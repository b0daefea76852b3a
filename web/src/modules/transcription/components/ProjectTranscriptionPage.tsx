import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  PROJECT_TRANSCRIPTION_SETTINGS_QUERY,
  TRANSCRIPTION_SETTINGS_QUERY,
  UPDATE_PROJECT_TRANSCRIPTION_SETTINGS_MUTATION,
} from '../operations';
import { transcriptionStrings as strings } from '../strings';
import { languageLabel } from '../utils/languageLabel';
import { TranscriptionLanguageSelect } from './TranscriptionLanguageSelect';

/** The select's value for "follow the workspace" (no language code is empty). */
const FOLLOW = '';

/**
 * /projects/:projectId/settings/transcription (spec 000 §2): the project's transcription language,
 * or the workspace's default; changing it needs write access and the plan's transcription settings.
 */
export function ProjectTranscriptionPage() {
  const { projectId = '' } = useParams();
  const workspace = useGraphqlQuery(TRANSCRIPTION_SETTINGS_QUERY);
  const project = useGraphqlQuery(PROJECT_TRANSCRIPTION_SETTINGS_QUERY, { projectId }, { fresh: true });
  const [save, saving] = useGraphqlMutation(UPDATE_PROJECT_TRANSCRIPTION_SETTINGS_MUTATION);
  const [notice, setNotice] = useState<string | null>(null);
  const settings = workspace.data?.transcriptionSettings;
  const own = project.data?.projectTranscriptionSettings;

  return (
    <>
      <Button
        component={RouterLink}
        to={`/projects/${projectId}/settings`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {strings.backToSettings}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {strings.projectTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
        {strings.projectIntro}
      </Typography>
      {(workspace.loading && !settings) || (project.loading && !own) ? <LoadingState /> : null}
      <ErrorAlert
        error={workspace.error ?? project.error}
        onRetry={() => {
          workspace.refetch();
          project.refetch();
        }}
      />
      {settings && own ? (
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 760 }}>
          {settings.unavailableMessage ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {settings.unavailableMessage}
            </Alert>
          ) : null}
          {!settings.settingsAllowed ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {strings.settingsLocked}
            </Alert>
          ) : null}
          <TranscriptionLanguageSelect
            label={strings.languageLabel}
            languages={settings.languages}
            value={own.inherited ? FOLLOW : own.language}
            disabled={!settings.settingsAllowed || saving.loading}
            extra={[
              { value: FOLLOW, label: strings.followWorkspace(languageLabel(settings.defaultLanguage)) },
            ]}
            onChange={(value) =>
              void save({ input: { projectId, language: value === FOLLOW ? null : value } }).then((saved) => {
                if (saved) setNotice(strings.projectSaved);
              })
            }
            size="medium"
          />
          <ErrorAlert error={saving.error} />
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
