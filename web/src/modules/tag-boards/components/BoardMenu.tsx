import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_TAG_BOARD_MUTATION, UPDATE_TAG_BOARD_MUTATION } from '../operations';
import { TAG_BOARD_TITLE_MAX, tagBoardStrings as strings } from '../strings';
import type { TagBoardSummary } from '../types/TagBoard';

/** A board's menu: rename and delete (the tags stay, as the confirmation says). */
export function BoardMenu({ board, onDeleted }: { board: TagBoardSummary; onDeleted: () => void }) {
  const [rename, renameState] = useGraphqlMutation(UPDATE_TAG_BOARD_MUTATION);
  const [remove, removal] = useGraphqlMutation(DELETE_TAG_BOARD_MUTATION);
  return (
    <ItemActionsMenu
      label={strings.boardActions}
      actions={[
        {
          kind: 'rename',
          label: strings.renameBoard,
          dialog: {
            title: strings.renameBoard,
            label: strings.boardTitle,
            initialValue: board.title,
            max: TAG_BOARD_TITLE_MAX,
            submitLabel: strings.rename,
            busyLabel: strings.saving,
          },
          mutation: renameState,
          // The answer's title lands in the cached board, which the page and its breadcrumbs read.
          onSubmit: async (title) => Boolean(await rename({ input: { id: board.id, title } })),
        },
        {
          kind: 'delete',
          label: strings.deleteBoard,
          danger: true,
          confirm: {
            title: strings.deleteBoardTitle,
            body: strings.deleteBoardBody(board.title),
            confirmLabel: strings.delete,
          },
          mutation: removal,
          onConfirm: async () => {
            const result = await remove({ id: board.id });
            if (result) onDeleted();
            return Boolean(result);
          },
        },
      ]}
    />
  );
}
