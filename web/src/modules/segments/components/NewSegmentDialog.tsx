import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_SEGMENT_MUTATION } from '../operations';
import { SEGMENT_TITLE_MAX, segmentStrings } from '../strings';
import { addSegmentInCache } from '../utils/addSegmentInCache';

/** "New segment": asks for a name; the server's refusal (a taken name, too long) shows in the dialog. */
export function NewSegmentDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (segment: { id: string; title: string }) => void | Promise<void>;
}) {
  const [create, { loading, error, reset }] = useGraphqlMutation(CREATE_SEGMENT_MUTATION, {
    update: addSegmentInCache,
  });
  return (
    <NameDialog
      open={open}
      title={segmentStrings.newSegmentTitle}
      label={segmentStrings.segmentName}
      max={SEGMENT_TITLE_MAX}
      submitLabel={segmentStrings.create}
      busyLabel={segmentStrings.creating}
      busy={loading}
      error={error}
      onSubmit={async (title) => {
        const result = await create({ input: { title } });
        if (result) await onCreated(result.createSegment);
        return Boolean(result);
      }}
      onClose={() => {
        reset();
        onClose();
      }}
    />
  );
}
