import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import GroupsIcon from '@mui/icons-material/Groups';
import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { itemPaths } from '../../common/utils/itemPath';
import type { GeneralAccess, Permission } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  PROJECT_ACCESS_QUERY,
  REMOVE_PROJECT_PERMISSION_MUTATION,
  SET_PROJECT_GENERAL_ACCESS_MUTATION,
  SET_PROJECT_PERMISSION_MUTATION,
} from '../operations';
import { accessStrings } from '../strings';
import { AccessRequestsSection } from './AccessRequestsSection';
import { AddAccessForm } from './AddAccessForm';

const GENERAL_LEVELS: GeneralAccess[] = ['NONE', 'READ', 'WRITE', 'FULL'];
const PERMISSIONS: Permission[] = ['READ', 'WRITE', 'FULL'];

/**
 * /projects/:projectId/settings/access: who may see and change a project (spec 000 §6). Everyone's
 * general access (none makes it private), the pending access requests (for those who decide), then
 * people and groups by name with read, write or full.
 */
export function ProjectAccessPage() {
  const { projectId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_ACCESS_QUERY, { projectId });
  const [setGeneral, generalState] = useGraphqlMutation(SET_PROJECT_GENERAL_ACCESS_MUTATION);
  const [setPermission, permissionState] = useGraphqlMutation(SET_PROJECT_PERMISSION_MUTATION);
  const [removePermission, removeState] = useGraphqlMutation(REMOVE_PROJECT_PERMISSION_MUTATION);
  const [notice, setNotice] = useState<string | null>(null);

  if (loading && !data) return <LoadingState />;
  if (error || !data) return <ErrorAlert error={error} onRetry={refetch} />;
  const { project, projectAccess } = data;
  const mayManage = project.viewerAccess.canManageAccess;
  const busy = generalState.loading || permissionState.loading || removeState.loading;
  const done = (ok: unknown) => {
    if (ok) {
      setNotice(accessStrings.saved);
      refetch();
    }
  };

  return (
    <>
      <Button
        component={RouterLink}
        to={itemPaths.project(project)}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
      >
        {accessStrings.backToProject}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        {project.private ? <LockIcon color="action" titleAccess={accessStrings.privateHint} /> : null}
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {accessStrings.accessTitle}: {project.title}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 760 }}>
        {accessStrings.accessSubtitle}
      </Typography>
      {!mayManage ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {accessStrings.readOnly}
        </Alert>
      ) : null}
      <ErrorAlert error={generalState.error ?? permissionState.error ?? removeState.error} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <FormControl size="small" sx={{ minWidth: 260 }} disabled={!mayManage || busy}>
          <InputLabel id="general-access-label">{accessStrings.generalAccess}</InputLabel>
          <Select
            labelId="general-access-label"
            label={accessStrings.generalAccess}
            value={projectAccess.generalAccess}
            onChange={async (event) =>
              done(
                await setGeneral({
                  input: { projectId: project.id, generalAccess: event.target.value as GeneralAccess },
                }),
              )
            }
          >
            {GENERAL_LEVELS.map((level) => (
              <MenuItem key={level} value={level}>
                {accessStrings.generalLevels[level]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Paper>
      {mayManage ? (
        <AccessRequestsSection
          projectId={project.id}
          onDecided={(message) => {
            setNotice(message);
            refetch();
          }}
        />
      ) : null}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {accessStrings.peopleAndGroups}
      </Typography>
      {mayManage ? (
        <AddAccessForm
          existing={projectAccess.entries}
          busy={busy}
          onAdd={async (subjectKind, subjectId, permission) =>
            done(
              await setPermission({ input: { projectId: project.id, subjectKind, subjectId, permission } }),
            )
          }
        />
      ) : null}
      <Paper variant="outlined">
        {projectAccess.entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {accessStrings.noEntries}
          </Typography>
        ) : (
          <List aria-label={accessStrings.peopleAndGroups}>
            {projectAccess.entries.map((entry) => (
              <ListItem
                key={`${entry.subjectKind}:${entry.subjectId}`}
                data-testid="access-entry"
                secondaryAction={
                  mayManage ? (
                    <IconButton
                      edge="end"
                      aria-label={accessStrings.removeEntry(entry.name)}
                      disabled={busy}
                      onClick={async () =>
                        done(
                          await removePermission({
                            input: {
                              projectId: project.id,
                              subjectKind: entry.subjectKind,
                              subjectId: entry.subjectId,
                            },
                          }),
                        )
                      }
                    >
                      <CloseIcon />
                    </IconButton>
                  ) : null
                }
                sx={{ pr: mayManage ? 8 : 2, flexWrap: 'wrap', gap: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {entry.subjectKind === 'GROUP' ? <GroupsIcon /> : <PersonIcon />}
                </ListItemIcon>
                <ListItemText
                  primary={entry.name}
                  secondary={
                    entry.subjectKind === 'GROUP'
                      ? accessStrings.memberCount(entry.memberCount ?? 0)
                      : entry.email
                  }
                  sx={{ minWidth: 160 }}
                />
                <FormControl size="small" sx={{ minWidth: 150 }} disabled={!mayManage || busy}>
                  <Select
                    value={entry.permission}
                    inputProps={{ 'aria-label': accessStrings.permissionFor(entry.name) }}
                    onChange={async (event) =>
                      done(
                        await setPermission({
                          input: {
                            projectId: project.id,
                            subjectKind: entry.subjectKind,
                            subjectId: entry.subjectId,
                            permission: event.target.value as Permission,
                          },
                        }),
                      )
                    }
                  >
                    {PERMISSIONS.map((permission) => (
                      <MenuItem key={permission} value={permission}>
                        {accessStrings.permissions[permission]}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {accessStrings.permissionHelp}
      </Typography>
      <Snackbar
        open={notice !== null}
        autoHideDuration={3000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
