import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CHANGE_CUSTOM_FIELD_TYPE_MUTATION, TYPE_CHANGE_PREVIEW_QUERY } from '../operations';
import { fieldStrings } from '../strings';
import type { CustomField, CustomFieldType, NumberFormat } from '../types/CustomField';
import { FIELD_TYPES } from '../utils/fieldTypes';
import { NumberFormatInputs } from './NumberFormatInputs';

/**
 * Changes a field's type after saying what happens to the values filled in: the server counts how
 * many would be kept (they read as the new type) and how many cleared, before anything changes.
 */
export function ChangeTypeDialog({
  field,
  onClose,
  onDone,
}: {
  field: CustomField;
  onClose: () => void;
  onDone: () => void;
}) {
  const [type, setType] = useState<CustomFieldType>(FIELD_TYPES.find((t) => t !== field.type) ?? 'TEXT');
  const [numberFormat, setNumberFormat] = useState<NumberFormat>('number');
  const [currencySymbol, setCurrencySymbol] = useState('');
  const preview = useGraphqlQuery(TYPE_CHANGE_PREVIEW_QUERY, { id: field.id, type }, { fresh: true });
  const [change, { loading, error }] = useGraphqlMutation(CHANGE_CUSTOM_FIELD_TYPE_MUTATION);
  const counts = preview.data?.customFieldTypeChangePreview;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogForm
        title={fieldStrings.changeTypeTitle(field.label)}
        error={error}
        busy={loading}
        canSubmit={!!counts && !preview.loading}
        submitLabel={fieldStrings.changeTypeConfirm}
        busyLabel={fieldStrings.saving}
        onCancel={onClose}
        onSubmit={async () => {
          const result = await change({
            input: {
              id: field.id,
              type,
              ...(type === 'NUMBER'
                ? { numberFormat, currencySymbol: numberFormat === 'currency' ? currencySymbol : null }
                : {}),
            },
          });
          if (result) onDone();
        }}
      >
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            select
            label={fieldStrings.newTypeLabel}
            value={type}
            onChange={(event) => setType(event.target.value as CustomFieldType)}
          >
            {FIELD_TYPES.filter((t) => t !== field.type).map((t) => (
              <MenuItem key={t} value={t}>
                {fieldStrings.types[t]}
              </MenuItem>
            ))}
          </TextField>
          {type === 'NUMBER' ? (
            <NumberFormatInputs
              format={numberFormat}
              symbol={currencySymbol}
              onFormat={setNumberFormat}
              onSymbol={setCurrencySymbol}
            />
          ) : null}
          <ErrorAlert error={preview.error} onRetry={preview.refetch} />
          <Alert
            severity={counts && counts.clearedCount > 0 ? 'warning' : 'info'}
            data-testid="type-change-preview"
            role="status"
          >
            {!counts || preview.loading
              ? fieldStrings.checking
              : counts.affectedCount === 0
                ? fieldStrings.typeChangeNoValues
                : fieldStrings.typeChangeEffect(counts.affectedCount, counts.keptCount, counts.clearedCount)}
          </Alert>
        </Stack>
      </DialogForm>
    </Dialog>
  );
}
