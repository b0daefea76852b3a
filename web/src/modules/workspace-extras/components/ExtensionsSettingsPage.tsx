import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useViewer } from '../../auth/hooks/useViewer';
import { extrasStrings as strings } from '../strings';
import { ExtensionsList } from './ExtensionsList';

/** /settings/extensions: the workspace's extensions; managers install and remove them. */
export function ExtensionsSettingsPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {strings.extensionsTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {strings.extensionsSubtitle}
      </Typography>
      {!isManager ? (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 760 }}>
          {strings.extensionsManagersOnly}
        </Alert>
      ) : null}
      <ExtensionsList projectId={null} mayInstall={isManager} />
    </>
  );
}
