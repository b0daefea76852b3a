import type { TypedDocumentNode } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';
import { MoveToFolderDialog } from '../../folders/components/MoveToFolderDialog';
import { folderStrings } from '../../folders/strings';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
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
import { EditProjectDialog } from './EditProjectDialog';

/** Any of star, unstar, archive, unarchive, move to top: an id in, the project out. */
type ProjectOperation = TypedDocumentNode<unknown, { id: string }>;

/**
 * The project page's menu: edit details, star, archive, move to the top, its trash, delete (to the trash, after a confirmation;
 * the projects list then offers Undo). Only rendered for members who may edit.
 */
export function ProjectMenu({ project, onChanged }: { project: Project; onChanged: () => void }) {
  const navigate = useNavigate();
  const [remove, removal] = useGraphqlMutation(DELETE_PROJECT_MUTATION);

  /**
   * Runs a menu action; a refusal is shown, never swallowed. Each answers the project's fields, which
   * Apollo writes into the cached project the page shows: star and move to top need no refetch.
   * Archiving still refetches the page, whose other parts (views, notes) may follow the archived state.
   */
  const act = (operation: ProjectOperation, refetch: boolean) => () =>
    graphqlRequest(operation, { id: project.id }).then(() => {
      if (refetch) onChanged();
    });

  return (
    <ItemActionsMenu
      label={projectStrings.projectActions}
      actions={[
        {
          kind: 'dialog',
          label: projectStrings.editDetails,
          render: ({ open, onClose }) => (
            <EditProjectDialog project={project} open={open} onClose={onClose} onSaved={onChanged} />
          ),
        },
        {
          kind: 'command',
          label: project.starred ? projectStrings.unstar : projectStrings.star,
          onSelect: act(project.starred ? UNSTAR_PROJECT_MUTATION : STAR_PROJECT_MUTATION, false),
        },
        {
          kind: 'command',
          label: project.archived ? projectStrings.unarchive : projectStrings.archive,
          onSelect: act(project.archived ? UNARCHIVE_PROJECT_MUTATION : ARCHIVE_PROJECT_MUTATION, true),
        },
        {
          kind: 'command',
          label: projectStrings.moveToTop,
          onSelect: act(MOVE_PROJECT_TO_TOP_MUTATION, false),
        },
        {
          kind: 'dialog',
          label: folderStrings.moveToFolder,
          render: ({ open, onClose }) => (
            <MoveToFolderDialog project={project} open={open} onClose={onClose} onMoved={onChanged} />
          ),
        },
        {
          kind: 'command',
          label: projectStrings.openTrash,
          onSelect: () => navigate(`/settings/trash?projectId=${project.id}`),
        },
        {
          kind: 'delete',
          label: projectStrings.deleteProject,
          danger: true,
          confirm: {
            title: projectStrings.deleteProjectTitle,
            body: projectStrings.deleteProjectBody(project.title),
            confirmLabel: projectStrings.delete,
          },
          mutation: removal,
          onConfirm: async () => {
            if (!(await remove({ id: project.id }))) return false;
            const state: DeletedItemState = {
              deleted: { kind: 'PROJECT', id: project.id, title: project.title },
            };
            navigate('/projects', { state });
            return true;
          },
        },
      ]}
    />
  );
}
