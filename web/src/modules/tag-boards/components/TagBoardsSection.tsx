import AddIcon from '@mui/icons-material/Add';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { NameDialog } from '../../common/components/NameDialog';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CREATE_TAG_BOARD_MUTATION, TAG_BOARDS_QUERY } from '../operations';
import { TAG_BOARD_TITLE_MAX, tagBoardStrings as strings } from '../strings';

/** The project's tag boards on its Tags tab, each opening its board page, and "New board". */
export function TagBoardsSection({
  project,
  editable,
}: {
  project: { id: string; title: string };
  editable: boolean;
}) {
  const navigate = useNavigate();
  const { data, error, refetch } = useGraphqlQuery(TAG_BOARDS_QUERY, { projectId: project.id });
  const [creating, setCreating] = useState(false);
  const [create, creation] = useGraphqlMutation(CREATE_TAG_BOARD_MUTATION);
  const boards = data?.tagBoards ?? [];

  return (
    <section aria-labelledby="tag-boards-heading">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="tag-boards-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {strings.boards}
        </Typography>
        {editable ? (
          <Button startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {strings.newBoard}
          </Button>
        ) : null}
      </Stack>
      <ErrorAlert error={error} onRetry={refetch} />
      {data && boards.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {strings.noBoards} {strings.boardsHint}
        </Typography>
      ) : null}
      {boards.length > 0 ? (
        <Paper variant="outlined" sx={{ mb: 3 }}>
          <List disablePadding aria-label={strings.boards}>
            {boards.map((board) => (
              <ListItemButton key={board.id} component={RouterLink} to={itemPaths.tagBoard(project, board)}>
                <ListItemIcon>
                  <ViewColumnOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary={board.title} secondary={strings.groupCount(board.groupCount)} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      ) : null}
      <NameDialog
        open={creating}
        title={strings.newBoard}
        label={strings.boardTitle}
        max={TAG_BOARD_TITLE_MAX}
        submitLabel={strings.createBoard}
        busyLabel={strings.creating}
        busy={creation.loading}
        error={creation.error}
        onSubmit={async (title) => {
          const result = await create({ input: { projectId: project.id, title } });
          if (result) navigate(itemPaths.tagBoard(project, result.createTagBoard));
          return Boolean(result);
        }}
        onClose={() => {
          creation.reset();
          setCreating(false);
        }}
      />
    </section>
  );
}
