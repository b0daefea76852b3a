import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_TAG_MUTATION } from '../operations';
import { tagStrings } from '../strings';
import type { Tag } from '../types/Tag';

/** Asks before deleting a tag, saying how many highlights lose it. */
export function DeleteTagDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: Tag;
  onClose: () => void;
  onDone: () => void;
}) {
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_TAG_MUTATION);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={tagStrings.deleteTitle(tag.title)}
        error={error}
        busy={loading}
        canSubmit
        submitLabel={tagStrings.deleteConfirm}
        busyLabel={tagStrings.deleteConfirm}
        onCancel={onClose}
        onSubmit={async () => {
          if (await remove({ id: tag.id })) onDone();
        }}
      >
        <Typography>{tagStrings.deleteExplain(tag.highlightCount)}</Typography>
      </DialogForm>
    </Dialog>
  );
}
