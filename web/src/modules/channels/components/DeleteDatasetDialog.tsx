import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_CHANNEL_DATASET_MUTATION } from '../operations';
import { channelStrings } from '../strings';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';

/** Asks before deleting a source, and says that its data points go with it. */
export function DeleteDatasetDialog({
  dataset,
  onClose,
  onDeleted,
}: {
  /** The source to delete; null while closed. */
  dataset: { id: string; title: string; datapointCount: number } | null;
  onClose: () => void;
  onDeleted: (title: string) => void;
}) {
  // Its data points go with it: the channel's counts, sources, grid and chart are read again.
  const [remove, { loading, error, reset }] = useGraphqlMutation(DELETE_CHANNEL_DATASET_MUTATION, {
    refetchQueries: CHANNEL_DATA_QUERIES,
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={dataset !== null}
      title={channelStrings.deleteSourceTitle(dataset?.title ?? '')}
      body={channelStrings.deleteSourceBody(dataset?.datapointCount ?? 0)}
      confirmLabel={channelStrings.deleteSource}
      busy={loading}
      error={error}
      onConfirm={() => {
        if (!dataset) return;
        void remove({ id: dataset.id }).then((result) => {
          if (!result) return;
          close();
          onDeleted(dataset.title);
        });
      }}
      onCancel={close}
    />
  );
}
