import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { PeekLink } from '../../peek/components/PeekLink';
import { PROJECT_TITLE_QUERY } from '../../projects/operations';
import { canEdit } from '../../projects/utils/canEdit';
import { CREATE_TAG_MUTATION, TAG_LIST_QUERY, UPDATE_TAG_MUTATION } from '../operations';
import { tagStrings } from '../strings';
import type { Tag, TagSentiment } from '../types/Tag';
import { useInPaletteColour } from '../hooks/useInPaletteColour';
import { addTagInCache } from '../utils/addTagInCache';
import { nextTagColor } from '../utils/tagColors';
import { DeleteTagDialog } from './DeleteTagDialog';
import { useProjectCanEdit } from '../../access/hooks/useProjectCanEdit';
import { MergeTagDialog } from './MergeTagDialog';
import { RenameTagDialog } from './RenameTagDialog';

type Dialog = { kind: 'rename' | 'merge' | 'delete'; tag: Tag } | null;

/**
 * /settings/tags: the workspace tags with rename, colour, sentiment, merge and delete (contributors
 * up). /settings/tags/:projectId: the same for a project's own tags beside the workspace tags, so the
 * tags made in the note's tag picker (project tags) can be renamed, merged and deleted too.
 */
export function TagsSettingsPage() {
  const { projectId } = useParams();
  const { viewer } = useViewer();
  // A project's tags follow its permission set: a read entry on a private project views only.
  const projectCanEdit = useProjectCanEdit(projectId);
  const editable = canEdit(viewer?.role) && projectCanEdit !== false;
  const { data, error, loading, refetch } = useGraphqlQuery(TAG_LIST_QUERY, projectId ? { projectId } : {});
  const project = useGraphqlQuery(PROJECT_TITLE_QUERY, { id: projectId ?? '' }, { skip: !projectId });
  const [update, updateState] = useGraphqlMutation(UPDATE_TAG_MUTATION);
  // The answers land in the cached list: an update's tag by its id, a new tag in its place by title.
  // A new tag takes the next palette colour (the default one on a plan without tag colours).
  const [inPaletteColour, createState] = useInPaletteColour();
  const create = (input: { projectId?: string; title: string }) =>
    inPaletteColour(nextTagColor(tags.length), (color) =>
      graphqlRequest(CREATE_TAG_MUTATION, { input: { ...input, color } }, { update: addTagInCache }),
    );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [newTitle, setNewTitle] = useState('');
  const tags = data?.tags ?? [];

  const columns = useMemo<GridColDef<Tag>[]>(
    () => [
      {
        field: 'title',
        headerName: tagStrings.tagColumn,
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <>
            <Link component={PeekLink} to={itemPaths.tag(row)}>
              {row.title}
            </Link>
            {projectId && row.projectId === null ? (
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {tagStrings.workspaceTag}
              </Typography>
            ) : null}
          </>
        ),
      },
      {
        field: 'color',
        headerName: tagStrings.colorColumn,
        width: 110,
        renderCell: ({ row }) => (
          <input
            type="color"
            aria-label={`${tagStrings.colorColumn} ${row.title}`}
            defaultValue={row.color}
            disabled={!editable}
            onBlur={(event) => {
              if (event.target.value !== row.color)
                void update({ input: { id: row.id, color: event.target.value } });
            }}
          />
        ),
      },
      {
        field: 'sentiment',
        headerName: tagStrings.sentimentColumn,
        width: 150,
        renderCell: ({ row }) => (
          <TextField
            select
            size="small"
            variant="standard"
            value={row.sentiment ?? ''}
            disabled={!editable}
            slotProps={{
              select: { displayEmpty: true },
              htmlInput: { 'aria-label': `${tagStrings.sentimentColumn} ${row.title}` },
            }}
            onChange={(event) => {
              const sentiment = (event.target.value || null) as TagSentiment | null;
              void update({ input: { id: row.id, sentiment } });
            }}
          >
            <MenuItem value="">{tagStrings.noSentiment}</MenuItem>
            {(['positive', 'negative', 'mixed'] as const).map((s) => (
              <MenuItem key={s} value={s}>
                {tagStrings.sentiments[s]}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      { field: 'highlightCount', headerName: tagStrings.highlightsColumn, type: 'number', width: 110 },
      ...(editable
        ? [
            {
              field: 'actions',
              headerName: tagStrings.actionsColumn,
              width: 250,
              sortable: false,
              renderCell: ({ row }: { row: Tag }) => (
                <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', height: '100%' }}>
                  <Button size="small" onClick={() => setDialog({ kind: 'rename', tag: row })}>
                    {tagStrings.rename}
                  </Button>
                  <Button size="small" onClick={() => setDialog({ kind: 'merge', tag: row })}>
                    {tagStrings.merge}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDialog({ kind: 'delete', tag: row })}>
                    {tagStrings.delete}
                  </Button>
                </Stack>
              ),
            } satisfies GridColDef<Tag>,
          ]
        : []),
    ],
    [editable, projectId, update],
  );

  // Each dialog's change is in the cached list by then (see its mutation's cache update).
  const done = () => setDialog(null);

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {projectId
          ? tagStrings.projectSettingsTitle(project.data?.project.title ?? '')
          : tagStrings.settingsTitle}
      </Typography>
      <Typography color="text.secondary">
        {projectId ? tagStrings.projectSettingsIntro : tagStrings.settingsIntro}
      </Typography>
      {editable ? null : (
        <Alert severity="info">
          {projectCanEdit === false ? tagStrings.readOnlyProject : tagStrings.readOnly}
        </Alert>
      )}
      <ErrorAlert error={error ?? project.error} onRetry={refetch} />
      <ErrorAlert error={updateState.error ?? createState.error} />
      {editable ? (
        <Stack
          component="form"
          direction="row"
          sx={{ gap: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void create({ projectId, title: newTitle }).then((r) => {
              if (r) setNewTitle('');
            });
          }}
        >
          <TextField
            size="small"
            label={projectId ? tagStrings.newProjectTagLabel : tagStrings.newTagLabel}
            value={newTitle}
            onChange={(event) => setNewTitle(event.target.value)}
          />
          <Button type="submit" variant="contained" disabled={!newTitle.trim() || createState.loading}>
            {tagStrings.addTag}
          </Button>
        </Stack>
      ) : null}
      <Paper variant="outlined">
        <DataGrid
          rows={tags}
          columns={columns}
          loading={loading && !data}
          autoHeight
          disableRowSelectionOnClick
          hideFooter={tags.length <= 100}
          localeText={{ noRowsLabel: projectId ? tagStrings.noProjectTags : tagStrings.noWorkspaceTags }}
        />
      </Paper>
      {dialog?.kind === 'rename' ? (
        <RenameTagDialog tag={dialog.tag} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'merge' ? (
        <MergeTagDialog tag={dialog.tag} candidates={tags} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteTagDialog tag={dialog.tag} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </Stack>
  );
}
