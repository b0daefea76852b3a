import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { PageLoadError } from '../../common/components/PageLoadError';
import { LoadingState } from '../../common/components/LoadingState';
import { NameDialog } from '../../common/components/NameDialog';
import { itemPaths } from '../../common/utils/itemPath';
import { ProjectPathBreadcrumbs } from '../../folders/components/ProjectPathBreadcrumbs';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { EmptyState } from '../../projects/components/EmptyState';
import { PROJECT_QUERY } from '../../projects/operations';
import { projectStrings } from '../../projects/strings';
import { canEdit } from '../../projects/utils/canEdit';
import { useInPaletteColour } from '../../tags/hooks/useInPaletteColour';
import { nextTagColor } from '../../tags/utils/tagColors';
import { CREATE_TAG_GROUP_MUTATION, MOVE_TAG_ON_BOARD_MUTATION, TAG_BOARD_QUERY } from '../operations';
import { TAG_BOARD_TITLE_MAX, tagBoardStrings as strings } from '../strings';
import { addGroupInCache } from '../utils/addGroupInCache';
import { type Columns, placementOf } from '../utils/boardColumns';
import { useProjectCanEdit } from '../../access/hooks/useProjectCanEdit';
import { BoardMenu } from './BoardMenu';
import { TagBoardCanvas } from './TagBoardCanvas';

/** /projects/{projectId}/tags/b/{tagBoardId}: a tag board, its groups as columns, tags as cards. */
export function TagBoardPage() {
  const { projectId = '', tagBoardId = '' } = useParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  // A read entry on a private project views its boards only, whatever the workspace role.
  const projectCanEdit = useProjectCanEdit(projectId);
  const editable = canEdit(viewer?.role) && projectCanEdit !== false;
  const project = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  // The board is read from the cache: renames, moves and new groups write their answers there.
  const { data, error, loading, refetch } = useGraphqlQuery(TAG_BOARD_QUERY, { id: tagBoardId });
  const [creatingGroup, setCreatingGroup] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [inPaletteColour, groupCreation] = useInPaletteColour();
  const board = data?.tagBoard ?? null;

  if ((loading && !data) || (project.loading && !project.data)) return <LoadingState />;
  if (error || !board) return <PageLoadError error={error} onRetry={refetch} />;
  if (project.error || !project.data)
    return <PageLoadError error={project.error} onRetry={project.refetch} />;
  const owner = project.data.project;

  const move = (tagId: string, columns: Columns) => {
    // The answer is the whole board, which Apollo writes over the cached one.
    graphqlRequest(MOVE_TAG_ON_BOARD_MUTATION, {
      input: { boardId: board.id, tagId, ...placementOf(columns, tagId) },
    }).catch((caught: unknown) => {
      // The drop is undone by reloading what the server has.
      setFailure(caught);
      refetch();
    });
  };
  const hasTags = board.ungroupedTags.length > 0 || board.groups.some((g) => g.tags.length > 0);

  return (
    <>
      <ProjectPathBreadcrumbs
        project={owner}
        linkProject
        extra={[
          { label: projectStrings.tabTags, to: itemPaths.project(owner, 'tags') },
          { label: board.title },
        ]}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}>
          {board.title}
        </Typography>
        {editable ? (
          <>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreatingGroup(true)}>
              {strings.newGroup}
            </Button>
            <BoardMenu board={board} onDeleted={() => navigate(itemPaths.project(owner, 'tags'))} />
          </>
        ) : null}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {editable ? strings.dragInstructions : strings.boardReadOnly}
      </Typography>
      {hasTags ? null : <EmptyState text={strings.noTagsYet} />}
      <TagBoardCanvas board={board} editable={editable} onMove={move} onGroupDeleted={refetch} />
      <NameDialog
        open={creatingGroup}
        title={strings.newGroup}
        label={strings.groupTitle}
        max={TAG_BOARD_TITLE_MAX}
        submitLabel={strings.createGroup}
        busyLabel={strings.creating}
        busy={groupCreation.loading}
        error={groupCreation.error}
        onSubmit={async (title) => {
          // Each new group takes the next palette colour, so neighbouring columns are told apart (the
          // default one on a plan without tag colours).
          const created = await inPaletteColour(nextTagColor(board.groups.length), (color) =>
            graphqlRequest(
              CREATE_TAG_GROUP_MUTATION,
              { input: { boardId: board.id, title, color } },
              { update: addGroupInCache },
            ),
          );
          return Boolean(created);
        }}
        onClose={() => {
          groupCreation.reset();
          setCreatingGroup(false);
        }}
      />
      <Snackbar open={failure !== null} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {errorMessage(failure)}
        </Alert>
      </Snackbar>
    </>
  );
}
