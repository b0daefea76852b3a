import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { RESEND_INVITE_MUTATION, REVOKE_INVITE_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import type { PendingInvite } from '../types/Settings';

/** The invites not yet accepted, for managers: resend (a new link) or revoke. */
export function PendingInvites({
  invites,
  loading,
  error,
  onChanged,
  onNotice,
}: {
  invites: PendingInvite[];
  loading: boolean;
  error: unknown;
  onChanged: () => void;
  onNotice: (message: string) => void;
}) {
  const [resend, resendState] = useGraphqlMutation(RESEND_INVITE_MUTATION);
  const [revoke, revokeState] = useGraphqlMutation(REVOKE_INVITE_MUTATION);
  const [revoking, setRevoking] = useState<PendingInvite | null>(null);

  const columns = useMemo<GridColDef<PendingInvite>[]>(() => {
    const onResend = async (invite: PendingInvite) => {
      const result = await resend({ id: invite.id });
      if (result) {
        onNotice(settingsStrings.inviteResent(invite.email));
        onChanged();
      }
    };
    return [
      { field: 'email', headerName: settingsStrings.email, flex: 1.2, minWidth: 200 },
      {
        field: 'role',
        headerName: settingsStrings.role,
        width: 110,
        valueFormatter: (value: PendingInvite['role']) => settingsStrings.roles[value],
      },
      { field: 'invitedByName', headerName: settingsStrings.invitedBy, flex: 1, minWidth: 130 },
      {
        field: 'createdAt',
        headerName: settingsStrings.sent,
        width: 120,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'expiresAt',
        headerName: settingsStrings.expires,
        width: 120,
        renderCell: ({ row }) =>
          row.expired ? (
            <Chip size="small" color="warning" label={settingsStrings.expired} />
          ) : (
            formatDate(row.expiresAt)
          ),
      },
      {
        field: 'actions',
        headerName: settingsStrings.actions,
        width: 170,
        sortable: false,
        filterable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              disabled={resendState.loading}
              aria-label={settingsStrings.resendLabel(row.email)}
              onClick={() => void onResend(row)}
            >
              {settingsStrings.resend}
            </Button>
            <Button
              size="small"
              color="error"
              aria-label={settingsStrings.revokeInviteLabel(row.email)}
              onClick={() => setRevoking(row)}
            >
              {settingsStrings.revoke}
            </Button>
          </Stack>
        ),
      },
    ];
  }, [onChanged, onNotice, resend, resendState.loading]);

  const confirmRevoke = async () => {
    if (!revoking) return;
    const result = await revoke({ id: revoking.id });
    if (result) {
      onNotice(settingsStrings.inviteRevoked(revoking.email));
      setRevoking(null);
      onChanged();
    }
  };

  return (
    <Box component="section" aria-labelledby="pending-invites-title" sx={{ mt: 4 }}>
      <Typography id="pending-invites-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {settingsStrings.pendingTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {settingsStrings.pendingSubtitle}
      </Typography>
      <ErrorAlert error={error} onRetry={onChanged} />
      {resendState.error ? (
        <Typography color="error" role="alert" sx={{ mb: 1 }}>
          {errorMessage(resendState.error)}
        </Typography>
      ) : null}
      <Paper variant="outlined">
        <DataGrid
          rows={invites}
          columns={columns}
          loading={loading}
          autoHeight
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          rowHeight={52}
          label={settingsStrings.pendingTitle}
          localeText={{ noRowsLabel: settingsStrings.noPending }}
          sx={{ border: 0 }}
        />
      </Paper>
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? settingsStrings.revokeInviteTitle(revoking.email) : ''}
        body={settingsStrings.revokeInviteBody}
        confirmLabel={settingsStrings.revoke}
        busy={revokeState.loading}
        error={revokeState.error}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => {
          revokeState.reset();
          setRevoking(null);
        }}
      />
    </Box>
  );
}
