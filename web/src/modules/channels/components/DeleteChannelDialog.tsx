import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_CHANNEL_MUTATION } from '../operations';
import { channelStrings } from '../strings';

/** Asks before deleting a channel, and says what goes with it: its data points, themes, topics and sources. */
export function DeleteChannelDialog({
  open,
  channel,
  sourceCount,
  onClose,
  onDeleted,
}: {
  open: boolean;
  channel: { id: string; title: string; datapointCount: number; themeCount: number; topicCount: number };
  sourceCount: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_CHANNEL_MUTATION);
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={channelStrings.deleteChannelTitle(channel.title)}
      body={channelStrings.deleteChannelBody(
        channel.datapointCount,
        channel.themeCount,
        channel.topicCount,
        sourceCount,
      )}
      confirmLabel={channelStrings.deleteChannelConfirm}
      busy={loading}
      error={error}
      onConfirm={() =>
        void remove({ id: channel.id }).then((result) => {
          if (!result) return;
          reset();
          onDeleted();
        })
      }
      onCancel={close}
    />
  );
}
