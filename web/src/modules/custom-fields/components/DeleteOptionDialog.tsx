import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import { DialogForm } from '../../common/components/DialogForm';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { DELETE_CUSTOM_FIELD_OPTION_MUTATION, OPTION_DELETE_PREVIEW_QUERY } from '../operations';
import { fieldStrings } from '../strings';
import type { CustomField } from '../types/CustomField';

/** Deletes a select option after saying how many values hold it and how many would be left empty. */
export function DeleteOptionDialog({
  field,
  option,
  onClose,
  onDone,
}: {
  field: CustomField;
  option: CustomField['options'][number];
  onClose: () => void;
  onDone: (field: CustomField) => void;
}) {
  const preview = useGraphqlQuery(
    OPTION_DELETE_PREVIEW_QUERY,
    { fieldId: field.id, optionId: option.id },
    { fresh: true },
  );
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_CUSTOM_FIELD_OPTION_MUTATION);
  const counts = preview.data?.customFieldOptionDeletePreview;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={fieldStrings.deleteOptionTitle(option.label)}
        error={error}
        busy={loading}
        canSubmit={!!counts}
        submitLabel={fieldStrings.deleteOptionConfirm}
        busyLabel={fieldStrings.saving}
        onCancel={onClose}
        onSubmit={async () => {
          const result = await remove({ fieldId: field.id, optionId: option.id });
          if (result) onDone(result.deleteCustomFieldOption);
        }}
      >
        <ErrorAlert error={preview.error} onRetry={preview.refetch} />
        <Alert
          severity={counts && counts.affectedCount > 0 ? 'warning' : 'info'}
          role="status"
          data-testid="option-delete-preview"
        >
          {counts
            ? fieldStrings.optionDeleteEffect(counts.affectedCount, counts.clearedCount)
            : fieldStrings.checking}
        </Alert>
      </DialogForm>
    </Dialog>
  );
}
