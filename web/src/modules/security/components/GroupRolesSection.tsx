import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import type { IdpGroupRolesQuery, Role } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { RoleSelect } from '../../settings/components/RoleSelect';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { IDP_GROUP_ROLES_QUERY, SAVE_IDP_GROUP_ROLES_MUTATION } from '../operations';
import { securityStrings } from '../strings';

type Mapping = IdpGroupRolesQuery['idpGroupRoles'][number];
interface Row extends Mapping {
  id: number;
}

/** IdP group → role mappings, edited in a grid and saved together. */
export function GroupRolesSection() {
  const { data, error, loading, refetch } = useGraphqlQuery(IDP_GROUP_ROLES_QUERY);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  return <GroupRolesEditor saved={data.idpGroupRoles} />;
}

function GroupRolesEditor({ saved }: { saved: Mapping[] }) {
  const [rows, setRows] = useState<Row[]>(saved.map((m, id) => ({ ...m, id })));
  const [nextId, setNextId] = useState(saved.length);
  const [save, state] = useGraphqlMutation(SAVE_IDP_GROUP_ROLES_MUTATION);
  const [done, setDone] = useState(false);
  const change = (id: number, patch: Partial<Mapping>) => {
    setDone(false);
    setRows((current) => current.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  };

  const columns: GridColDef<Row>[] = [
    {
      field: 'groupName',
      headerName: securityStrings.groupName,
      flex: 1,
      minWidth: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <TextField
          size="small"
          fullWidth
          value={row.groupName}
          onChange={(e) => change(row.id, { groupName: e.target.value })}
          onKeyDown={(e) => e.stopPropagation()}
          slotProps={{ htmlInput: { 'aria-label': securityStrings.groupName, maxLength: 255 } }}
        />
      ),
    },
    {
      field: 'role',
      headerName: securityStrings.role,
      width: 180,
      sortable: false,
      renderCell: ({ row }) => (
        <RoleSelect
          value={row.role}
          label={securityStrings.role}
          onChange={(role: Role) => change(row.id, { role })}
        />
      ),
    },
    {
      field: 'workspaceAdmin',
      headerName: securityStrings.workspaceAdmin,
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Checkbox
          checked={row.workspaceAdmin}
          onChange={(e) => change(row.id, { workspaceAdmin: e.target.checked })}
          slotProps={{ input: { 'aria-label': `${securityStrings.workspaceAdmin}: ${row.groupName}` } }}
        />
      ),
    },
    {
      field: 'actions',
      headerName: securityStrings.actions,
      width: 90,
      sortable: false,
      renderCell: ({ row }) => (
        <IconButton
          aria-label={securityStrings.remove(row.groupName)}
          onClick={() => {
            setDone(false);
            setRows((current) => current.filter((r) => r.id !== row.id));
          }}
        >
          <DeleteOutlineIcon />
        </IconButton>
      ),
    },
  ];

  const submit = async () => {
    const result = await save({
      input: {
        mappings: rows.map((r) => ({
          groupName: r.groupName,
          role: r.role,
          workspaceAdmin: r.workspaceAdmin,
        })),
      },
    });
    if (result) setDone(true);
  };

  return (
    <SettingsSection
      id="group-roles"
      title={securityStrings.groupsTitle}
      subtitle={securityStrings.groupsSubtitle}
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {securityStrings.noMappings}
        </Typography>
      ) : (
        <DataGrid
          rows={rows}
          columns={columns}
          autoHeight
          hideFooter
          disableColumnMenu
          disableRowSelectionOnClick
          rowHeight={60}
          aria-label={securityStrings.groupsTitle}
          sx={{ mb: 2 }}
        />
      )}
      <ErrorNotice error={state.error} />
      {done ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {securityStrings.mappingsSaved}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            setDone(false);
            setRows((current) => [
              ...current,
              { id: nextId, groupName: '', role: 'VIEWER', workspaceAdmin: false },
            ]);
            setNextId(nextId + 1);
          }}
        >
          {securityStrings.addMapping}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={state.loading}>
          {securityStrings.saveMappings}
        </Button>
      </Stack>
    </SettingsSection>
  );
}
