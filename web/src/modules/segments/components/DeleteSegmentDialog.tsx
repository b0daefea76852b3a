import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_SEGMENT_MUTATION } from '../operations';
import { segmentStrings } from '../strings';

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
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_SEGMENT_MUTATION);
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
