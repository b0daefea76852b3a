import type { ChannelThemeFieldsFragment } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_CHANNEL_THEME_MUTATION, UPDATE_CHANNEL_THEME_MUTATION } from '../operations';
import { channelStrings } from '../strings';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import { TitleDescriptionDialog } from './TitleDescriptionDialog';

/**
 * "New theme" in a channel (without `theme`) or "Edit theme": a title and a description; the
 * server's refusal (a title the channel already has, too long) shows in the dialog.
 */
export function ThemeDialog({
  open,
  channelId,
  theme,
  onClose,
  onSaved,
}: {
  open: boolean;
  channelId: string;
  theme?: { id: string; title: string; description: string };
  onClose: () => void;
  onSaved: (theme: ChannelThemeFieldsFragment) => void | Promise<void>;
}) {
  // A new theme joins the channel's list and counts; an edit's answer is the theme itself.
  const [create, createState] = useGraphqlMutation(CREATE_CHANNEL_THEME_MUTATION, {
    refetchQueries: CHANNEL_DATA_QUERIES,
  });
  const [update, updateState] = useGraphqlMutation(UPDATE_CHANNEL_THEME_MUTATION);
  const state = theme ? updateState : createState;
  return (
    <TitleDescriptionDialog
      open={open}
      heading={theme ? channelStrings.editThemeTitle : channelStrings.createThemeTitle}
      titleLabel={channelStrings.themeTitle}
      titleHelper={channelStrings.themeTitleHelper}
      descriptionLabel={channelStrings.description}
      descriptionHelper={channelStrings.themeDescriptionHelper}
      initial={theme}
      submitLabel={theme ? channelStrings.save : channelStrings.create}
      busyLabel={theme ? channelStrings.saving : channelStrings.creating}
      busy={state.loading}
      error={state.error}
      onSubmit={async (values) => {
        const saved = theme
          ? (await update({ input: { id: theme.id, ...values } }))?.updateChannelTheme
          : (await create({ input: { channelId, ...values } }))?.createChannelTheme;
        if (saved) await onSaved(saved);
        return Boolean(saved);
      }}
      onClose={() => {
        state.reset();
        onClose();
      }}
    />
  );
}
