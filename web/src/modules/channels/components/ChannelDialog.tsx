import type { ChannelSummaryFieldsFragment } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_CHANNEL_MUTATION, UPDATE_CHANNEL_MUTATION } from '../operations';
import { channelStrings } from '../strings';
import { TitleDescriptionDialog } from './TitleDescriptionDialog';

/**
 * "New channel" (without `channel`) or "Edit channel": a title and a description; the server's
 * refusal (a taken title, too long) shows in the dialog.
 */
export function ChannelDialog({
  open,
  channel,
  onClose,
  onSaved,
}: {
  open: boolean;
  channel?: { id: string; title: string; description: string };
  onClose: () => void;
  onSaved: (channel: ChannelSummaryFieldsFragment) => void;
}) {
  const [create, createState] = useGraphqlMutation(CREATE_CHANNEL_MUTATION);
  const [update, updateState] = useGraphqlMutation(UPDATE_CHANNEL_MUTATION);
  const state = channel ? updateState : createState;
  return (
    <TitleDescriptionDialog
      open={open}
      heading={channel ? channelStrings.editTitle : channelStrings.createTitle}
      titleLabel={channelStrings.channelTitle}
      titleHelper={channelStrings.channelTitleHelper}
      descriptionLabel={channelStrings.description}
      descriptionHelper={channelStrings.descriptionHelper}
      initial={channel}
      submitLabel={channel ? channelStrings.save : channelStrings.create}
      busyLabel={channel ? channelStrings.saving : channelStrings.creating}
      busy={state.loading}
      error={state.error}
      onSubmit={async (values) => {
        const saved = channel
          ? (await update({ input: { id: channel.id, ...values } }))?.updateChannel
          : (await create({ input: values }))?.createChannel;
        if (saved) onSaved(saved);
        return Boolean(saved);
      }}
      onClose={() => {
        state.reset();
        onClose();
      }}
    />
  );
}
