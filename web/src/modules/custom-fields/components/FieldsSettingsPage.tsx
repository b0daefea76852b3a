import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../../projects/operations';
import { canEdit } from '../../projects/utils/canEdit';
import { CUSTOM_FIELDS_QUERY } from '../operations';
import { fieldStrings } from '../strings';
import type { CustomField, CustomFieldTarget } from '../types/CustomField';
import { formatNumberValue } from '../utils/formatNumberValue';
import { ChangeTypeDialog } from './ChangeTypeDialog';
import { CreateFieldDialog } from './CreateFieldDialog';
import { DeleteFieldDialog } from './DeleteFieldDialog';
import { EditFieldDialog } from './EditFieldDialog';
import { FieldActionsMenu } from './FieldActionsMenu';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'type' | 'delete'; field: CustomField } | null;

/** How many option chips a row shows before "+n". */
const CHIPS_SHOWN = 4;

/**
 * /settings/fields: the workspace's note, insight and people fields (managers change them).
 * /settings/fields/:projectId/note-fields and /insight-fields: a project's own fields beside the
 * workspace ones (contributors change the project's).
 */
export function FieldsSettingsPage({ target: routeTarget }: { target?: CustomFieldTarget }) {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  // `?target=PERSON` opens the people fields (the link from a person's page).
  const [searchParams] = useSearchParams();
  const [workspaceTarget, setWorkspaceTarget] = useState<CustomFieldTarget>(
    searchParams.get('target') === 'PERSON' ? 'PERSON' : 'NOTE',
  );
  const target = projectId ? (routeTarget ?? 'NOTE') : workspaceTarget;
  const fields = useGraphqlQuery(CUSTOM_FIELDS_QUERY, { target, projectId: projectId ?? null });
  const projects = useGraphqlQuery(PROJECTS_QUERY, { archived: false });
  const [dialog, setDialog] = useState<Dialog>(null);
  // A phone gets the label, the type and a menu of actions; the rest needs the width of a tablet.
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Workspace fields are managers' to change; a project's own fields are its contributors'.
  const mayDefine = projectId ? canEdit(viewer?.role) : viewer?.role === 'MANAGER';
  const rows = fields.data?.customFields ?? [];

  const columns = useMemo<GridColDef<CustomField>[]>(() => {
    const editableRow = (row: CustomField) =>
      row.projectId === null ? viewer?.role === 'MANAGER' : canEdit(viewer?.role);
    return [
      {
        field: 'label',
        headerName: fieldStrings.labelColumn,
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => (
          <>
            {row.label}
            {projectId && row.projectId === null ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {fieldStrings.workspaceField}
              </Typography>
            ) : null}
          </>
        ),
      },
      {
        field: 'type',
        headerName: fieldStrings.typeColumn,
        width: compact ? 110 : 150,
        valueGetter: (_value, row) => fieldStrings.types[row.type],
      },
      {
        field: 'details',
        headerName: fieldStrings.detailsColumn,
        flex: 1.2,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) =>
          row.type === 'SELECT' ? (
            <Stack
              direction="row"
              sx={{ gap: 0.5, alignItems: 'center', height: '100%', overflow: 'hidden' }}
            >
              {row.options.slice(0, CHIPS_SHOWN).map((o) => (
                <Chip
                  key={o.id}
                  size="small"
                  label={o.label}
                  sx={{ bgcolor: o.color, color: 'rgba(0,0,0,0.87)', maxWidth: 140 }}
                />
              ))}
              {row.options.length > CHIPS_SHOWN ? (
                <Typography variant="caption" color="text.secondary">
                  +{row.options.length - CHIPS_SHOWN}
                </Typography>
              ) : null}
            </Stack>
          ) : row.type === 'NUMBER' ? (
            `${fieldStrings.numberFormats[row.numberFormat ?? 'number']} · ${formatNumberValue(1234.5, row.numberFormat, row.currencySymbol)}`
          ) : (
            ''
          ),
      },
      { field: 'valueCount', headerName: fieldStrings.valuesColumn, type: 'number', width: 90 },
      {
        field: 'actions',
        headerName: fieldStrings.actionsColumn,
        width: compact ? 90 : 290,
        sortable: false,
        renderCell: ({ row }) =>
          editableRow(row) && compact ? (
            <FieldActionsMenu label={row.label} onAction={(kind) => setDialog({ kind, field: row })} />
          ) : editableRow(row) ? (
            <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
              <Button size="small" onClick={() => setDialog({ kind: 'edit', field: row })}>
                {fieldStrings.edit}
              </Button>
              <Button size="small" onClick={() => setDialog({ kind: 'type', field: row })}>
                {fieldStrings.changeType}
              </Button>
              <Button size="small" color="error" onClick={() => setDialog({ kind: 'delete', field: row })}>
                {fieldStrings.delete}
              </Button>
            </Stack>
          ) : null,
      },
    ];
  }, [compact, projectId, viewer?.role]);

  // Each dialog's change is in the cached list by then (its answer, or its cache update).
  const done = () => setDialog(null);
  const goTo = (nextProjectId: string, nextTarget: CustomFieldTarget) =>
    void navigate(
      nextProjectId
        ? `/settings/fields/${nextProjectId}/${nextTarget === 'INSIGHT' ? 'insight-fields' : 'note-fields'}`
        : '/settings/fields',
    );

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {fieldStrings.settingsTitle}
      </Typography>
      <Typography color="text.secondary">{fieldStrings.settingsIntro}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={fieldStrings.scopeLabel}
          value={projectId ?? ''}
          onChange={(event) => goTo(event.target.value, target)}
          sx={{ minWidth: 260 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{fieldStrings.workspaceScope}</MenuItem>
          {(projects.data?.projects ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {mayDefine ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })}>
            {fieldStrings.newField}
          </Button>
        ) : null}
      </Stack>
      <Tabs
        value={target}
        onChange={(_event, next: CustomFieldTarget) =>
          projectId ? goTo(projectId, next) : setWorkspaceTarget(next)
        }
        aria-label={fieldStrings.settingsTitle}
      >
        <Tab value="NOTE" label={fieldStrings.noteFieldsTab} />
        <Tab value="INSIGHT" label={fieldStrings.insightFieldsTab} />
        {/* People belong to the workspace: their fields have no project scope. */}
        {projectId ? null : <Tab value="PERSON" label={fieldStrings.peopleFieldsTab} />}
      </Tabs>
      {mayDefine ? null : (
        <Alert severity="info">
          {canEdit(viewer?.role) ? fieldStrings.readOnlyWorkspace : fieldStrings.readOnlyViewer}
        </Alert>
      )}
      <ErrorAlert error={fields.error ?? projects.error} onRetry={fields.refetch} />
      <Paper variant="outlined">
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={compact ? { details: false, valueCount: false } : {}}
          loading={fields.loading && !fields.data}
          autoHeight
          disableRowSelectionOnClick
          hideFooter={rows.length <= 100}
          localeText={{ noRowsLabel: fieldStrings.noFields(target) }}
        />
      </Paper>
      {dialog?.kind === 'create' ? (
        <CreateFieldDialog
          target={target}
          projectId={projectId ?? null}
          onClose={() => setDialog(null)}
          onDone={done}
        />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <EditFieldDialog field={dialog.field} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'type' ? (
        <ChangeTypeDialog field={dialog.field} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteFieldDialog field={dialog.field} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </Stack>
  );
}
