import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_SEGMENT_MUTATION } from '../operations';
import { segmentStrings } from '../strings';
import { evicts } from '../../graphql/utils/evicts';

const SEGMENT_GONE = evicts('Segment');

/** Asks before deleting a segment, and says that its people stay. */
export function DeleteSegmentDialog({
  segment,
  open,
  onClose,
  onDeleted,
}: {
  segment: { id: string; title: string; personCount: number };
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  // Gone from the list and from every person's segments (its people stay).
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_SEGMENT_MUTATION, {
    update: SEGMENT_GONE,
  });
  const close = () => {
    reset();
    onClose();
  };
  const confirm = async () => {
    if (!(await remove({ id: segment.id }))) return;
    close();
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={open}
      title={segmentStrings.deleteTitle(segment.title)}
      body={segmentStrings.deleteBody(segment.personCount)}
      confirmLabel={segmentStrings.deleteConfirm}
      busy={loading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={close}
    />
  );
}
