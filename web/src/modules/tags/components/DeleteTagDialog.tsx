import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { evicts } from '../../graphql/utils/evicts';
import { DELETE_TAG_MUTATION } from '../operations';
import { tagStrings } from '../strings';
import type { Tag } from '../types/Tag';

// Gone from every tag list and from the highlights that carried it.
const TAG_GONE = evicts('Tag');

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
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_TAG_MUTATION, { update: TAG_GONE });
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
