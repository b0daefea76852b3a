import PersonAddIcon from '@mui/icons-material/PersonAdd';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import type { Role } from '../../auth/types/Viewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  CHANGE_MEMBER_ROLE_MUTATION,
  END_MEMBER_SESSIONS_MUTATION,
  MEMBERS_QUERY,
  PENDING_INVITES_QUERY,
  REMOVE_MEMBER_MUTATION,
} from '../operations';
import { settingsStrings } from '../strings';
import type { Member } from '../types/Settings';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteDialog } from './InviteDialog';
import { PendingInvites } from './PendingInvites';
import { RoleSelect } from './RoleSelect';
import { ScimTokensSection } from './ScimTokensSection';

/**
 * /settings/users: members with their roles. Managers change roles (after a confirmation), remove
 * members, sign a member out everywhere, invite, and resend or revoke pending invites; the only
 * manager cannot be demoted or removed. Below, managers connect an identity provider (SCIM provisioning).
 */
export function UsersPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(MEMBERS_QUERY);
  const invites = useGraphqlQuery(PENDING_INVITES_QUERY, undefined, { skip: !isManager });
  const [changeRole, changeState] = useGraphqlMutation(CHANGE_MEMBER_ROLE_MUTATION);
  const [removeMember, removeState] = useGraphqlMutation(REMOVE_MEMBER_MUTATION);
  const [endSessions, endSessionsState] = useGraphqlMutation(END_MEMBER_SESSIONS_MUTATION);
  const [signingOut, setSigningOut] = useState<Member | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [roleChange, setRoleChange] = useState<{ member: Member; role: Role } | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const refetchInvites = invites.refetch;

  const managerCount = (data?.members ?? []).filter((m) => m.role === 'MANAGER').length;

  const columns = useMemo<GridColDef<Member>[]>(() => {
    const isYou = (row: Member) => row.id === viewer?.account.id;
    const isOnlyManager = (row: Member) => row.role === 'MANAGER' && managerCount <= 1;
    const base: GridColDef<Member>[] = [
      {
        field: 'name',
        headerName: settingsStrings.name,
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (isYou(row) ? `${row.name} ${settingsStrings.you}` : row.name),
      },
      { field: 'email', headerName: settingsStrings.email, flex: 1.2, minWidth: 220 },
      {
        field: 'role',
        headerName: settingsStrings.role,
        width: 190,
        renderCell: ({ row }) =>
          isManager ? (
            <Tooltip title={isOnlyManager(row) ? settingsStrings.lastManagerHint : ''}>
              <span>
                <RoleSelect
                  value={row.role}
                  label={`${settingsStrings.role}: ${row.name}`}
                  disabled={isOnlyManager(row)}
                  onChange={(role) => {
                    if (role !== row.role) setRoleChange({ member: row, role });
                  }}
                />
              </span>
            </Tooltip>
          ) : (
            settingsStrings.roles[row.role]
          ),
      },
      {
        field: 'createdAt',
        headerName: settingsStrings.joined,
        width: 140,
        valueFormatter: (value: string) => formatDate(value),
      },
    ];
    if (!isManager) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: settingsStrings.actions,
        width: 120,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <>
            {/* Your own sessions are in your account settings; the gap keeps the column aligned. */}
            {isYou(row) ? (
              <Box component="span" sx={{ display: 'inline-block', width: 40 }} />
            ) : (
              <Tooltip title={settingsStrings.endMemberSessions}>
                <IconButton
                  aria-label={settingsStrings.endMemberSessionsLabel(row.name)}
                  onClick={() => setSigningOut(row)}
                >
                  <LogoutIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip
              title={isOnlyManager(row) ? settingsStrings.lastManagerHint : settingsStrings.removeMember}
            >
              <span>
                <IconButton
                  aria-label={settingsStrings.removeMemberLabel(row.name)}
                  disabled={isOnlyManager(row)}
                  onClick={() => setRemoving(row)}
                >
                  <PersonRemoveIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </>
        ),
      },
    ];
  }, [isManager, managerCount, viewer]);

  const confirmRoleChange = async () => {
    if (!roleChange) return;
    const result = await changeRole({ input: { memberId: roleChange.member.id, role: roleChange.role } });
    if (result) {
      setNotice(
        settingsStrings.roleChanged(result.changeMemberRole.name, settingsStrings.roles[roleChange.role]),
      );
      setRoleChange(null);
      refetch();
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await removeMember({ input: { memberId: removing.id } });
    if (result) {
      setNotice(settingsStrings.memberRemoved(removing.name));
      setRemoving(null);
      refetch();
    }
  };

  const confirmSignOut = async () => {
    if (!signingOut) return;
    const result = await endSessions({ memberId: signingOut.id });
    if (result) {
      setNotice(settingsStrings.memberSessionsEnded(signingOut.name, result.endMemberSessions));
      setSigningOut(null);
    }
  };

  const closeInvite = useCallback(() => {
    setInviteOpen(false);
    refetchInvites();
  }, [refetchInvites]);

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        {/* On a phone the button wraps under the title rather than squeezing it. */}
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {settingsStrings.membersTitle}
          </Typography>
          <Typography color="text.secondary">{settingsStrings.membersSubtitle}</Typography>
        </Box>
        {isManager ? (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
            onClick={() => setInviteOpen(true)}
          >
            {settingsStrings.inviteMember}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error} onRetry={refetch} />
      <Paper variant="outlined">
        <DataGrid
          rows={data?.members ?? []}
          columns={columns}
          loading={loading && !data}
          autoHeight
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          rowHeight={56}
          label={settingsStrings.membersTitle}
          initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
          sx={{ border: 0 }}
        />
      </Paper>
      {isManager ? (
        <PendingInvites
          invites={invites.data?.pendingInvites ?? []}
          loading={invites.loading && !invites.data}
          error={invites.error}
          onChanged={refetchInvites}
          onNotice={setNotice}
        />
      ) : null}
      {isManager ? <ScimTokensSection /> : null}
      {isManager ? <InviteDialog open={inviteOpen} onClose={closeInvite} /> : null}
      <ChangeRoleDialog
        change={roleChange}
        busy={changeState.loading}
        error={changeState.error}
        onConfirm={() => void confirmRoleChange()}
        onCancel={() => {
          changeState.reset();
          setRoleChange(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? settingsStrings.removeMemberTitle(removing.name) : ''}
        body={settingsStrings.removeMemberBody}
        confirmLabel={settingsStrings.removeMember}
        busy={removeState.loading}
        error={removeState.error}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          removeState.reset();
          setRemoving(null);
        }}
      />
      <ConfirmDialog
        open={signingOut !== null}
        title={signingOut ? settingsStrings.endMemberSessionsTitle(signingOut.name) : ''}
        body={settingsStrings.endMemberSessionsBody}
        confirmLabel={settingsStrings.endMemberSessions}
        busy={endSessionsState.loading}
        error={endSessionsState.error}
        onConfirm={() => void confirmSignOut()}
        onCancel={() => {
          endSessionsState.reset();
          setSigningOut(null);
        }}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
