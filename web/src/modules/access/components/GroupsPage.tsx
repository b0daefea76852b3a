import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { NameDialog } from '../../common/components/NameDialog';
import type { UserGroupsQuery } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  CREATE_USER_GROUP_MUTATION,
  DELETE_USER_GROUP_MUTATION,
  RENAME_USER_GROUP_MUTATION,
  USER_GROUPS_QUERY,
} from '../operations';
import { accessStrings } from '../strings';
import { GroupMembers } from './GroupMembers';

type Group = UserGroupsQuery['userGroups'][number];

/** The spec's limit on a group's name (USER_GROUP_LIMITS.nameLength on the server). */
const GROUP_NAME_MAX = 100;

/** /settings/groups: the workspace's user groups; managers create, rename, fill and delete them. */
export function GroupsPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(USER_GROUPS_QUERY);
  const [create, createState] = useGraphqlMutation(CREATE_USER_GROUP_MUTATION);
  const [rename, renameState] = useGraphqlMutation(RENAME_USER_GROUP_MUTATION);
  const [remove, removeState] = useGraphqlMutation(DELETE_USER_GROUP_MUTATION);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);

  if (loading && !data) return <LoadingState />;
  const groups = data?.userGroups ?? [];

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 240 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {accessStrings.groupsTitle}
          </Typography>
          <Typography color="text.secondary">{accessStrings.groupsSubtitle}</Typography>
        </Box>
        {isManager ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {accessStrings.newGroup}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error} onRetry={refetch} />
      {!isManager ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {accessStrings.managersOnly}
        </Alert>
      ) : null}
      {groups.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <GroupsIcon color="disabled" sx={{ fontSize: 40 }} />
          <Typography color="text.secondary">{accessStrings.noGroups}</Typography>
        </Paper>
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {groups.map((group) => (
            <Paper key={group.id} variant="outlined" component="li" sx={{ p: 2 }} data-testid="user-group">
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {group.name}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {accessStrings.memberCount(group.memberCount)}
                </Typography>
                {isManager ? (
                  <>
                    <Button size="small" startIcon={<EditIcon />} onClick={() => setRenaming(group)}>
                      {accessStrings.rename}
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteIcon />}
                      onClick={() => setDeleting(group)}
                      aria-label={`${accessStrings.deleteGroup}: ${group.name}`}
                    >
                      {accessStrings.delete}
                    </Button>
                  </>
                ) : null}
              </Stack>
              <GroupMembers group={group} editable={isManager} />
            </Paper>
          ))}
        </Stack>
      )}
      <NameDialog
        open={creating}
        title={accessStrings.newGroup}
        label={accessStrings.groupName}
        max={GROUP_NAME_MAX}
        submitLabel={accessStrings.createGroup}
        busyLabel={accessStrings.creatingGroup}
        busy={createState.loading}
        error={createState.error}
        onSubmit={async (name) => {
          const done = await create({ input: { name, memberIds: [] } });
          if (done) refetch();
          return Boolean(done);
        }}
        onClose={() => {
          setCreating(false);
          createState.reset();
        }}
      />
      <NameDialog
        open={renaming !== null}
        title={accessStrings.renameGroup}
        label={accessStrings.groupName}
        initialValue={renaming?.name ?? ''}
        max={GROUP_NAME_MAX}
        submitLabel={accessStrings.rename}
        busyLabel={accessStrings.renaming}
        busy={renameState.loading}
        error={renameState.error}
        onSubmit={async (name) =>
          renaming ? Boolean(await rename({ input: { id: renaming.id, name } })) : false
        }
        onClose={() => {
          setRenaming(null);
          renameState.reset();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={accessStrings.deleteGroupTitle(deleting?.name ?? '')}
        body={accessStrings.deleteGroupBody}
        confirmLabel={removeState.loading ? accessStrings.deleting : accessStrings.delete}
        busy={removeState.loading}
        error={removeState.error}
        onConfirm={async () => {
          if (deleting && (await remove({ id: deleting.id }))) {
            setDeleting(null);
            refetch();
          }
        }}
        onCancel={() => {
          setDeleting(null);
          removeState.reset();
        }}
      />
    </>
  );
}
