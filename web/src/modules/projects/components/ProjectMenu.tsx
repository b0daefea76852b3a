import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSuggestionsEnabled } from '../../ai/hooks/useSuggestionsEnabled';
import { aiStrings } from '../../ai/strings';
import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';
import { bulkImportStrings } from '../../bulk-import/strings';
import { projectTransferStrings } from '../../project-transfer/strings';
import { folderStrings } from '../../folders/strings';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { refiQdaStrings } from '../../refi-qda/strings';
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
import { invalidates } from '../../graphql/utils/invalidates';
import { lazyDialog } from '../../common/utils/lazyDialog';

// Loaded when first opened (lazyDialog): the page's menu holds them all closed.
const ProjectAutoFeaturesDialog = lazyDialog(() =>
  import('../../ai/components/ProjectAutoFeaturesDialog').then((m) => m.ProjectAutoFeaturesDialog),
);
const BulkImportWizard = lazyDialog(() =>
  import('../../bulk-import/components/BulkImportWizard').then((m) => m.BulkImportWizard),
);
const ExportProjectDialog = lazyDialog(() =>
  import('../../project-transfer/components/ExportProjectDialog').then((m) => m.ExportProjectDialog),
);
const MoveToFolderDialog = lazyDialog(() =>
  import('../../folders/components/MoveToFolderDialog').then((m) => m.MoveToFolderDialog),
);
const RefiQdaExportDialog = lazyDialog(() =>
  import('../../refi-qda/components/RefiQdaExportDialog').then((m) => m.RefiQdaExportDialog),
);
const RefiQdaImportDialog = lazyDialog(() =>
  import('../../refi-qda/components/RefiQdaImportDialog').then((m) => m.RefiQdaImportDialog),
);
const EditProjectDialog = lazyDialog(() => import('./EditProjectDialog').then((m) => m.EditProjectDialog));

/** Any of star, unstar, archive, unarchive, move to top: an id in, the project out. */
type ProjectOperation = TypedDocumentNode<unknown, { id: string }>;

const PROJECT_LISTS_STALE = invalidates('projects');

/**
 * The project page's menu: edit details, star, archive, move to the top, its trash, delete (to the trash, after a confirmation;
 * the projects list then offers Undo). Only rendered for members who may edit.
 */
export function ProjectMenu({ project }: { project: Project }) {
  const navigate = useNavigate();
  const apollo = useApolloClient();
  const [remove, removal] = useGraphqlMutation(DELETE_PROJECT_MUTATION);
  // The project's auto features are an AI entry point: gone while generative AI is off.
  const aiOn = useSuggestionsEnabled();

  /**
   * Runs a menu action through Apollo's mutate: the menu shows a refusal from the rejected promise
   * (ItemActionsMenu's commands), so it is never swallowed. Each answers the project's fields, which
   * land in the cached project the page shows. Archiving moves it between the projects lists too,
   * which the cache cannot place it in: they are read afresh when next shown.
   */
  const act = (operation: ProjectOperation, moves: boolean) => () =>
    graphqlRequest(operation, { id: project.id }, moves ? { update: PROJECT_LISTS_STALE } : {});

  return (
    <ItemActionsMenu
      label={projectStrings.projectActions}
      actions={[
        {
          kind: 'dialog',
          label: projectStrings.editDetails,
          render: ({ open, onClose }) => (
            <EditProjectDialog project={project} open={open} onClose={onClose} />
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
            <MoveToFolderDialog project={project} open={open} onClose={onClose} />
          ),
        },
        {
          kind: 'dialog',
          label: bulkImportStrings.projectMenuImport,
          render: ({ open, onClose }) => (
            <BulkImportWizard
              open={open}
              projectId={project.id}
              onClose={(id) => {
                onClose();
                if (id) navigate(`/settings/bulk-import?projectId=${project.id}#${id}`);
              }}
            />
          ),
        },
        {
          kind: 'dialog',
          label: refiQdaStrings.exportMenu,
          render: ({ open, onClose }) => (
            <RefiQdaExportDialog projectId={project.id} open={open} onClose={onClose} />
          ),
        },
        {
          kind: 'dialog',
          label: refiQdaStrings.importMenu,
          render: ({ open, onClose }) => (
            <RefiQdaImportDialog
              projectId={project.id}
              open={open}
              onClose={(imported) => {
                onClose();
                // New notes, tags and people: what the page shows is read again.
                if (imported) void apollo.refetchQueries({ include: 'active' });
              }}
            />
          ),
        },
        {
          kind: 'dialog',
          label: projectTransferStrings.exportMenu,
          render: ({ open, onClose }) => (
            <ExportProjectDialog projectId={project.id} open={open} onClose={onClose} />
          ),
        },
        ...(aiOn
          ? [
              {
                kind: 'dialog' as const,
                label: aiStrings.autoProjectMenu,
                render: ({ open, onClose }: { open: boolean; onClose: () => void }) => (
                  <ProjectAutoFeaturesDialog projectId={project.id} open={open} onClose={onClose} />
                ),
              },
            ]
          : []),
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
