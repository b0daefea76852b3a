import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_CHANNEL_THEME_MUTATION } from '../operations';
import { channelStrings } from '../strings';

/** Asks before deleting a theme, and says that its data points stay in the channel. */
export function DeleteThemeDialog({
  theme,
  refetchQueries,
  onClose,
  onDeleted,
}: {
  /** The theme to delete; null while closed. */
  theme: { id: string; title: string; datapointCount: number } | null;
  /** What the page shows of the theme's channel, read again (none on the theme's own page, which is left). */
  refetchQueries?: readonly string[];
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_CHANNEL_THEME_MUTATION, {
    refetchQueries,
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={theme !== null}
      title={channelStrings.deleteThemeTitle(theme?.title ?? '')}
      body={channelStrings.deleteThemeBody(theme?.datapointCount ?? 0)}
      confirmLabel={channelStrings.deleteTheme}
      busy={loading}
      error={error}
      onConfirm={() => {
        if (!theme) return;
        void remove({ id: theme.id }).then((result) => {
          if (!result) return;
          close();
          onDeleted(theme.title);
        });
      }}
      onCancel={close}
    />
  );
}
