import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { RENAME_SEGMENT_MUTATION } from '../operations';
import { SEGMENT_TITLE_MAX, segmentStrings } from '../strings';
import { sortsByTitle } from '../../graphql/utils/sortsByTitle';

// The answer is the segment; the list, sorted by title, takes it to its new place.
const SEGMENTS_BY_TITLE = sortsByTitle('segments');

/** Renames a segment; the server's refusal (a taken name, too long) shows in the dialog. */
export function RenameSegmentDialog({
  segment,
  open,
  onClose,
  onRenamed,
}: {
  segment: { id: string; title: string };
  open: boolean;
  onClose: () => void;
  onRenamed: (title: string) => void;
}) {
  // The answer (the segment with its new title) updates the cache, and so the picker.
  const [rename, { loading, error, reset }] = useGraphqlMutation(RENAME_SEGMENT_MUTATION, {
    update: SEGMENTS_BY_TITLE,
  });
  return (
    <NameDialog
      open={open}
      title={segmentStrings.renameTitle}
      label={segmentStrings.segmentName}
      initialValue={segment.title}
      max={SEGMENT_TITLE_MAX}
      submitLabel={segmentStrings.save}
      busyLabel={segmentStrings.saving}
      busy={loading}
      error={error}
      onSubmit={async (title) => {
        const result = await rename({ input: { id: segment.id, title } });
        if (result) onRenamed(result.renameSegment.title);
        return Boolean(result);
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    />
  );
}
