import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { DATA_RETENTION_QUERY, UPDATE_PROJECT_DATA_RETENTION_MUTATION } from '../operations';
import { dataRetentionStrings as strings } from '../strings';
import { draftOf, policySummary } from '../utils/policySummary';
import { PolicyForm } from './PolicyForm';
import { ScheduledDeletions } from './ScheduledDeletions';

/**
 * /projects/:projectId/settings/data-retention (spec 000 §2): whether the project follows the
 * workspace's policy or has its own; the override is offered only while the workspace's policy is
 * not locked. Managers only.
 */
export function ProjectDataRetentionPage() {
  const { projectId = '' } = useParams();
  const isManager = useViewer().viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(
    DATA_RETENTION_QUERY,
    { projectId },
    { skip: !isManager, fresh: true },
  );
  const [save, saving] = useGraphqlMutation(UPDATE_PROJECT_DATA_RETENTION_MUTATION);
  const [overriding, setOverriding] = useState<boolean | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const back = (
    <Button component={RouterLink} to={`/projects/${projectId}`} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {strings.backToProject}
    </Button>
  );
  if (!isManager)
    return (
      <>
        {back}
        <Alert severity="info">{strings.managersOnly}</Alert>
      </>
    );
  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorAlert error={error} onRetry={refetch} />;
  const settings = data.dataRetention;
  const own = overriding ?? settings.projectPolicy !== null;
  const workspaceSummary = strings.workspaceCurrent(policySummary(settings.workspacePolicy));

  return (
    <>
      {back}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {strings.projectTitle}: {settings.projectTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
        {strings.projectIntro}
      </Typography>
      {saving.error ? <ErrorNotice error={saving.error} /> : null}
      {settings.locked ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/settings/data-retention" color="inherit" size="small">
              {strings.workspacePolicyLink}
            </Button>
          }
        >
          {strings.lockedByWorkspace} {workspaceSummary}.
        </Alert>
      ) : (
        <>
          <FormControlLabel
            sx={{ mb: 2 }}
            control={
              <Switch
                checked={own}
                disabled={saving.loading}
                onChange={async (event) => {
                  setOverriding(event.target.checked);
                  // Back to the workspace's policy at once; an own policy is saved with its form.
                  if (!event.target.checked && settings.projectPolicy) {
                    const saved = await save({
                      input: { projectId, override: false, ...draftOf(settings.workspacePolicy) },
                    });
                    if (saved) setNotice(strings.saved);
                    else setOverriding(null);
                  }
                }}
              />
            }
            label={strings.override}
          />
          {own ? (
            <PolicyForm
              key={JSON.stringify(settings.projectPolicy)}
              initial={draftOf(settings.projectPolicy ?? settings.workspacePolicy)}
              choices={settings.choices}
              projectId={settings.projectId}
              busy={saving.loading}
              onSave={async (draft) => {
                if (await save({ input: { projectId, override: true, ...draft } })) setNotice(strings.saved);
              }}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography>{strings.followsWorkspace}</Typography>
              <Typography color="text.secondary">{workspaceSummary}.</Typography>
            </Paper>
          )}
        </>
      )}
      <ScheduledDeletions scheduled={settings.scheduled} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
