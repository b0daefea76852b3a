import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { DATA_RETENTION_QUERY, UPDATE_WORKSPACE_DATA_RETENTION_MUTATION } from '../operations';
import { dataRetentionStrings as strings } from '../strings';
import { draftOf } from '../utils/policySummary';
import { PolicyForm } from './PolicyForm';
import { ScheduledDeletions } from './ScheduledDeletions';

/**
 * /settings/data-retention (spec 000 §2): the workspace's retention policy, its lock and the
 * deletions managers were warned of. Managers only.
 */
export function WorkspaceDataRetentionPage() {
  const isManager = useViewer().viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(
    DATA_RETENTION_QUERY,
    { projectId: null },
    { skip: !isManager, fresh: true },
  );
  const [save, saving] = useGraphqlMutation(UPDATE_WORKSPACE_DATA_RETENTION_MUTATION);
  const [notice, setNotice] = useState<string | null>(null);

  if (!isManager) return <Alert severity="info">{strings.managersOnly}</Alert>;
  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorAlert error={error} onRetry={refetch} />;
  const settings = data.dataRetention;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {strings.workspaceTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
        {strings.workspaceIntro}
      </Typography>
      {!settings.allowed ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {strings.notIncluded}
        </Alert>
      ) : null}
      {saving.error ? <ErrorNotice error={saving.error} /> : null}
      <PolicyForm
        key={JSON.stringify([settings.workspacePolicy, settings.locked])}
        initial={draftOf(settings.workspacePolicy)}
        locked={settings.locked}
        choices={settings.choices}
        projectId={null}
        busy={saving.loading}
        onSave={async (draft, locked) => {
          if (await save({ input: { ...draft, locked } })) setNotice(strings.saved);
        }}
      />
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
