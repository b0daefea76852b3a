import { ItemActionsMenu } from '../../common/components/ItemActionsMenu';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { DELETE_TAG_GROUP_MUTATION, MOVE_TAG_GROUP_MUTATION, UPDATE_TAG_GROUP_MUTATION } from '../operations';
import { TAG_BOARD_TITLE_MAX, tagBoardStrings as strings } from '../strings';
import type { TagGroup } from '../types/TagBoard';
import { moveGroupInCache } from '../utils/moveGroupInCache';

/** A group's menu: rename, move left or right (a rank between the new neighbours), delete. */
export function GroupMenu({
  group,
  previousId,
  canMoveLeft,
  nextId,
  onDeleted,
}: {
  group: TagGroup;
  /** The group two places to the left: moving left puts this group right after it (null: first). */
  previousId: string | null;
  canMoveLeft: boolean;
  /** The group to the right: moving right puts this group right after it. */
  nextId: string | null;
  /** The board is read again: the group's tags went to the ungrouped area, in the server's order. */
  onDeleted: () => void;
}) {
  const [rename, renameState] = useGraphqlMutation(UPDATE_TAG_GROUP_MUTATION);
  const [remove, removal] = useGraphqlMutation(DELETE_TAG_GROUP_MUTATION);

  // The new order is written into the cached board (no refetch); a refusal rejects: the menu shows it.
  const moveAfter = (afterId: string | null) => () =>
    graphqlRequest(
      MOVE_TAG_GROUP_MUTATION,
      { input: { id: group.id, afterId } },
      { update: moveGroupInCache },
    );

  return (
    <ItemActionsMenu
      label={strings.groupActions(group.title)}
      size="small"
      actions={[
        {
          kind: 'rename',
          label: strings.rename,
          dialog: {
            title: strings.renameGroup,
            label: strings.groupTitle,
            initialValue: group.title,
            max: TAG_BOARD_TITLE_MAX,
            submitLabel: strings.rename,
            busyLabel: strings.saving,
          },
          mutation: renameState,
          // The answer's title lands in the cached group the board shows.
          onSubmit: async (title) => Boolean(await rename({ input: { id: group.id, title } })),
        },
        canMoveLeft && { kind: 'command', label: strings.moveGroupLeft, onSelect: moveAfter(previousId) },
        nextId ? { kind: 'command', label: strings.moveGroupRight, onSelect: moveAfter(nextId) } : null,
        {
          kind: 'delete',
          label: strings.deleteGroup,
          danger: true,
          confirm: {
            title: strings.deleteGroupTitle,
            body: strings.deleteGroupBody(group.title),
            confirmLabel: strings.delete,
          },
          mutation: removal,
          onConfirm: async () => {
            const result = await remove({ id: group.id });
            if (result) onDeleted();
            return Boolean(result);
          },
        },
      ]}
    />
  );
}
