import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_CHANNEL_THEME_MUTATION, DELETE_CHANNEL_TOPIC_MUTATION } from '../operations';
import { channelStrings } from '../strings';

/** A theme (data points filed into it) or a topic (data points matching its words). */
export type ChannelGrouping = 'theme' | 'topic';

const WORDING = {
  theme: {
    title: channelStrings.deleteThemeTitle,
    body: channelStrings.deleteThemeBody,
    confirm: channelStrings.deleteTheme,
  },
  topic: {
    title: channelStrings.deleteTopicTitle,
    body: channelStrings.deleteTopicBody,
    confirm: channelStrings.deleteTopic,
  },
} as const;

/**
 * Asks before deleting a theme or a topic of a channel, and says that the data points stay in the
 * channel. One dialog for both: they differ only in their mutation and wording.
 */
export function DeleteGroupingDialog({
  kind,
  item,
  refetchQueries,
  onClose,
  onDeleted,
}: {
  kind: ChannelGrouping;
  /** The theme or topic to delete; null while closed. */
  item: { id: string; title: string; datapointCount: number } | null;
  /** What the page shows of the channel, read again (none on the item's own page, which is left). */
  refetchQueries?: readonly string[];
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const [removeTheme, theme] = useGraphqlMutation(DELETE_CHANNEL_THEME_MUTATION, { refetchQueries });
  const [removeTopic, topic] = useGraphqlMutation(DELETE_CHANNEL_TOPIC_MUTATION, { refetchQueries });
  const { loading, error, reset } = kind === 'theme' ? theme : topic;
  const remove = kind === 'theme' ? removeTheme : removeTopic;
  const wording = WORDING[kind];
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={item !== null}
      title={wording.title(item?.title ?? '')}
      body={wording.body(item?.datapointCount ?? 0)}
      confirmLabel={wording.confirm}
      busy={loading}
      error={error}
      onConfirm={() => {
        if (!item) return;
        void remove({ id: item.id }).then((result) => {
          if (!result) return;
          close();
          onDeleted(item.title);
        });
      }}
      onCancel={close}
    />
  );
}
