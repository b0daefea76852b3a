import { useNavigate } from 'react-router-dom';
import { TranslateNoteDialog } from '../../ai/components/TranslateNoteDialog';
import { useGenerativeAi } from '../../ai/hooks/useGenerativeAi';
import { translationStrings } from '../../ai/translation-strings';
import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';
import { ShareDialog } from '../../sharing/components/ShareDialog';
import { sharingStrings } from '../../sharing/strings';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import type { DeletedItemState } from '../../projects/types/Project';
import { DELETE_NOTE_MUTATION, DUPLICATE_NOTE_MUTATION } from '../operations';
import { noteStrings } from '../strings';
import { MoveNoteDialog } from './MoveNoteDialog';

/**
 * The note page's menu: duplicate (opens the copy), share (public read-only links), move to
 * another project, translate (with generative AI on: a new, translated note), delete (to the
 * trash, after a confirmation; the project page then offers Undo). Only for members who may edit.
 */
export function NoteMenu({ note }: { note: { id: string; title: string; projectId: string } }) {
  const navigate = useNavigate();
  const [remove, removal] = useGraphqlMutation(DELETE_NOTE_MUTATION);
  const aiOn = useGenerativeAi();

  return (
    <ItemActionsMenu
      label={noteStrings.noteActions}
      actions={[
        {
          kind: 'command',
          label: noteStrings.duplicate,
          onSelect: () =>
            graphqlRequest(DUPLICATE_NOTE_MUTATION, { id: note.id }).then((result) =>
              navigate(`/data/${result.duplicateNote.id}`),
            ),
        },
        {
          kind: 'dialog',
          label: sharingStrings.share,
          render: ({ open, onClose }) => (
            <ShareDialog
              target={{ kind: 'note', id: note.id, shareable: true }}
              editable
              open={open}
              onClose={onClose}
            />
          ),
        },
        {
          kind: 'dialog',
          label: noteStrings.moveTo,
          render: ({ open, onClose }) => (
            <MoveNoteDialog noteId={note.id} projectId={note.projectId} open={open} onClose={onClose} />
          ),
        },
        ...(aiOn
          ? [
              {
                kind: 'dialog' as const,
                label: translationStrings.translate,
                render: ({ open, onClose }: { open: boolean; onClose: () => void }) => (
                  <TranslateNoteDialog noteId={note.id} open={open} onClose={onClose} />
                ),
              },
            ]
          : []),
        {
          kind: 'delete',
          label: noteStrings.deleteNote,
          danger: true,
          confirm: {
            title: noteStrings.deleteNoteTitle,
            body: noteStrings.deleteNoteBody(note.title),
            confirmLabel: noteStrings.delete,
          },
          mutation: removal,
          onConfirm: async () => {
            if (!(await remove({ id: note.id }))) return false;
            const state: DeletedItemState = { deleted: { kind: 'NOTE', id: note.id, title: note.title } };
            navigate(`/projects/${note.projectId}`, { state });
            return true;
          },
        },
      ]}
    />
  );
}
