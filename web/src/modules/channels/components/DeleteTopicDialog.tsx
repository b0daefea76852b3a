import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_CHANNEL_TOPIC_MUTATION } from '../operations';
import { channelStrings } from '../strings';

/** Asks before deleting a topic, and says that the data points it follows stay in the channel. */
export function DeleteTopicDialog({
  topic,
  refetchQueries,
  onClose,
  onDeleted,
}: {
  /** The topic to delete; null while closed. */
  topic: { id: string; title: string; datapointCount: number } | null;
  /** What the page shows of the topic's channel, read again (none on the topic's own page, which is left). */
  refetchQueries?: readonly string[];
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_CHANNEL_TOPIC_MUTATION, {
    refetchQueries,
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={topic !== null}
      title={channelStrings.deleteTopicTitle(topic?.title ?? '')}
      body={channelStrings.deleteTopicBody(topic?.datapointCount ?? 0)}
      confirmLabel={channelStrings.deleteTopic}
      busy={loading}
      error={error}
      onConfirm={() => {
        if (!topic) return;
        void remove({ id: topic.id }).then((result) => {
          if (!result) return;
          close();
          onDeleted(topic.title);
        });
      }}
      onCancel={close}
    />
  );
}
