import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import type { TypedDocumentNode } from '@apollo/client';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import {
  ARCHIVE_PROJECT_MUTATION,
  DELETE_PROJECT_MUTATION,
  MOVE_PROJECT_TO_TOP_MUTATION,
  STAR_PROJECT_MUTATION,
  UNARCHIVE_PROJECT_MUTATION,
  UNSTAR_PROJECT_MUTATION,
} from '../operations';
import { projectStrings } from '../strings';
import type { DeletedItemState, Project } from '../types/Project';
import { MoveToFolderDialog } from '../../folders/components/MoveToFolderDialog';
import { folderStrings } from '../../folders/strings';
import { EditProjectDialog } from './EditProjectDialog';

/** Any of star, unstar, archive, unarchive, move to top: an id in, the project out. */
type ProjectOperation = TypedDocumentNode<unknown, { id: string }>;

/**
 * The project page's menu: edit details, star, archive, move to the top, its trash, delete (to the trash, after a confirmation;
 * the projects list then offers Undo). Only rendered for members who may edit.
 */
export function ProjectMenu({ project, onChanged }: { project: Project; onChanged: () => void }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [movingToFolder, setMovingToFolder] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [remove, removal] = useGraphqlMutation(DELETE_PROJECT_MUTATION);

  /** Runs a menu action; a refusal is shown, never swallowed. */
  const act = (operation: ProjectOperation) => () => {
    setAnchor(null);
    graphqlRequest(operation, { id: project.id }).then(onChanged, setFailure);
  };

  const confirmDelete = async () => {
    const result = await remove({ id: project.id });
    if (!result) return;
    const state: DeletedItemState = { deleted: { kind: 'PROJECT', id: project.id, title: project.title } };
    navigate('/projects', { state });
  };

  return (
    <>
      <IconButton
        aria-label={projectStrings.projectActions}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setEditing(true);
          }}
        >
          {projectStrings.editDetails}
        </MenuItem>
        <MenuItem onClick={act(project.starred ? UNSTAR_PROJECT_MUTATION : STAR_PROJECT_MUTATION)}>
          {project.starred ? projectStrings.unstar : projectStrings.star}
        </MenuItem>
        <MenuItem onClick={act(project.archived ? UNARCHIVE_PROJECT_MUTATION : ARCHIVE_PROJECT_MUTATION)}>
          {project.archived ? projectStrings.unarchive : projectStrings.archive}
        </MenuItem>
        <MenuItem onClick={act(MOVE_PROJECT_TO_TOP_MUTATION)}>{projectStrings.moveToTop}</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setMovingToFolder(true);
          }}
        >
          {folderStrings.moveToFolder}
        </MenuItem>
        <MenuItem onClick={() => navigate(`/settings/trash?projectId=${project.id}`)}>
          {projectStrings.openTrash}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setAnchor(null);
            removal.reset();
            setConfirming(true);
          }}
        >
          {projectStrings.deleteProject}
        </MenuItem>
      </Menu>
      <EditProjectDialog
        project={project}
        open={editing}
        onClose={() => setEditing(false)}
        onSaved={onChanged}
      />
      <MoveToFolderDialog
        project={project}
        open={movingToFolder}
        onClose={() => setMovingToFolder(false)}
        onMoved={onChanged}
      />
      <ConfirmDialog
        open={confirming}
        title={projectStrings.deleteProjectTitle}
        body={projectStrings.deleteProjectBody(project.title)}
        confirmLabel={projectStrings.delete}
        busy={removal.loading}
        error={removal.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
      <Snackbar open={failure !== null} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {errorMessage(failure)}
        </Alert>
      </Snackbar>
    </>
  );
}
