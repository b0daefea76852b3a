import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { DELETE_CUSTOM_FIELD_MUTATION } from '../operations';
import { fieldStrings } from '../strings';
import type { CustomField } from '../types/CustomField';
import { evicts } from '../../graphql/utils/evicts';

// Gone from every field list; its values go with it.
const FIELD_GONE = evicts('CustomField');

/** Asks before deleting a field, saying how many values go with it. */
export function DeleteFieldDialog({
  field,
  onClose,
  onDone,
}: {
  field: CustomField;
  onClose: () => void;
  onDone: () => void;
}) {
  const [remove, { loading, error }] = useGraphqlMutation(DELETE_CUSTOM_FIELD_MUTATION, {
    update: FIELD_GONE,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogForm
        title={fieldStrings.deleteFieldTitle(field.label)}
        error={error}
        busy={loading}
        canSubmit
        submitLabel={fieldStrings.deleteFieldConfirm}
        busyLabel={fieldStrings.saving}
        onCancel={onClose}
        onSubmit={async () => {
          if (await remove({ id: field.id })) onDone();
        }}
      >
        <Typography>{fieldStrings.deleteFieldEffect(field.valueCount)}</Typography>
      </DialogForm>
    </Dialog>
  );
}
