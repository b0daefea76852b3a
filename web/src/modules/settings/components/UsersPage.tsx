import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import type { Role } from '../../auth/types/Viewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CHANGE_MEMBER_ROLE_MUTATION, MEMBERS_QUERY } from '../operations';
import { settingsStrings } from '../strings';
import type { Member } from '../types/Settings';
import { InviteDialog } from './InviteDialog';
import { RoleSelect } from './RoleSelect';

/** /settings/users: members with their roles; managers change roles and invite. */
export function UsersPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  const { data, error, loading, refetch } = useGraphqlQuery(MEMBERS_QUERY);
  const [changeRole, changeState] = useGraphqlMutation(CHANGE_MEMBER_ROLE_MUTATION);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const columns = useMemo<GridColDef<Member>[]>(() => {
    const onRoleChange = async (member: Member, role: Role) => {
      setPendingId(member.id);
      const result = await changeRole({ input: { memberId: member.id, role } });
      setPendingId(null);
      if (result) {
        setNotice(settingsStrings.roleChanged(result.changeMemberRole.name, settingsStrings.roles[role]));
        refetch();
      }
    };
    return [
      {
        field: 'name',
        headerName: settingsStrings.name,
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) =>
          row.id === viewer?.account.id || row.email === viewer?.account.email
            ? `${row.name} ${settingsStrings.you}`
            : row.name,
      },
      { field: 'email', headerName: settingsStrings.email, flex: 1.2, minWidth: 220 },
      {
        field: 'role',
        headerName: settingsStrings.role,
        width: 190,
        renderCell: ({ row }) =>
          isManager ? (
            <RoleSelect
              value={row.role}
              label={`${settingsStrings.role}: ${row.name}`}
              disabled={pendingId !== null}
              onChange={(role) => void onRoleChange(row, role)}
            />
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
  }, [changeRole, isManager, pendingId, refetch, viewer]);

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {settingsStrings.membersTitle}
          </Typography>
          <Typography color="text.secondary">{settingsStrings.membersSubtitle}</Typography>
        </Box>
        {isManager ? (
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviteOpen(true)}>
            {settingsStrings.inviteMember}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error} onRetry={refetch} />
      {changeState.error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={changeState.reset}>
          {errorMessage(changeState.error)}
        </Alert>
      ) : null}
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
      {isManager ? <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} /> : null}
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
