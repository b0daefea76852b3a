import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectFieldsFragment } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths, itemSegment } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECTS_QUERY } from '../../projects/operations';
import { MEMBERS_QUERY } from '../operations';
import { settingsStrings as strings } from '../strings';

/**
 * /settings/projects: every project the member can open as a table (who created it, how much it
 * holds, private or not, when it changed), archived ones on request, each with a way to its settings.
 */
export function ProjectsSettingsPage() {
  const { viewer } = useViewer();
  const [archived, setArchived] = useState(false);
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECTS_QUERY, { archived });
  const members = useGraphqlQuery(MEMBERS_QUERY);
  const names = useMemo(
    () => new Map((members.data?.members ?? []).map((member) => [member.id, member.name])),
    [members.data],
  );
  const columns = useMemo<GridColDef<ProjectFieldsFragment>[]>(
    () => [
      {
        field: 'title',
        headerName: strings.projectsColumnTitle,
        flex: 2,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={itemPaths.project(row)}>
            {row.title}
          </Link>
        ),
      },
      {
        field: 'createdBy',
        headerName: strings.projectsColumnCreatedBy,
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) =>
          row.createdBy === viewer?.account.id
            ? `${names.get(row.createdBy) ?? ''} ${strings.you}`.trim()
            : (names.get(row.createdBy) ?? strings.formerMember),
      },
      { field: 'noteCount', headerName: strings.projectsColumnNotes, type: 'number', width: 90 },
      { field: 'insightCount', headerName: strings.projectsColumnInsights, type: 'number', width: 100 },
      {
        field: 'private',
        headerName: strings.projectsColumnAccess,
        width: 120,
        valueGetter: (_value, row) => (row.private ? strings.projectPrivate : strings.projectOpen),
      },
      {
        field: 'updatedAt',
        headerName: strings.projectsColumnUpdated,
        width: 130,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'settings',
        headerName: strings.projectsColumnSettings,
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/projects/${itemSegment(row)}/settings`}>
            {strings.projectSettingsLink}
          </Link>
        ),
      },
    ],
    [names, viewer?.account.id],
  );

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {strings.projectsTitle}
        </Typography>
        <FormControlLabel
          control={<Switch checked={archived} onChange={(event) => setArchived(event.target.checked)} />}
          label={strings.showArchived}
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {strings.projectsIntro}
      </Typography>
      <ErrorAlert error={error} onRetry={refetch} />
      <Paper variant="outlined">
        <DataGrid
          rows={data?.projects ?? []}
          columns={columns}
          loading={loading && !data}
          autoHeight
          disableRowSelectionOnClick
          hideFooterSelectedRowCount
          label={strings.projectsTitle}
          localeText={{ noRowsLabel: archived ? strings.noArchivedProjects : strings.noProjects }}
          initialState={{ sorting: { sortModel: [{ field: 'updatedAt', sort: 'desc' }] } }}
          sx={{ border: 0 }}
        />
      </Paper>
    </>
  );
}
