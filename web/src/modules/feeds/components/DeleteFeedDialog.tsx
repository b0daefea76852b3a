import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_SAVED_FEED_MUTATION } from '../operations';
import { feedStrings as strings } from '../strings';

/** Asks before deleting a feed, saying that what it finds stays. */
export function DeleteFeedDialog({
  feed,
  onClose,
  onDone,
}: {
  feed: { id: string; title: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_SAVED_FEED_MUTATION);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={strings.deleteTitle(feed.title)}
        error={error}
        busy={loading}
        canSubmit
        submitLabel={strings.deleteConfirm}
        busyLabel={strings.deleteConfirm}
        onCancel={onClose}
        onSubmit={async () => {
          if (await remove({ id: feed.id })) onDone();
        }}
      >
        <Typography>{strings.deleteExplain}</Typography>
      </DialogForm>
    </Dialog>
  );
}
