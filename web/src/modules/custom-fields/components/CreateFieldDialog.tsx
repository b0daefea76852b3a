import Dialog from '@mui/material/Dialog';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { DialogForm } from '../../common/components/DialogForm';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CREATE_CUSTOM_FIELD_MUTATION } from '../operations';
import { fieldStrings } from '../strings';
import type { CustomFieldTarget, CustomFieldType, NumberFormat } from '../types/CustomField';
import { FIELD_TYPES } from '../utils/fieldTypes';
import { NumberFormatInputs } from './NumberFormatInputs';
import { addFieldInCache } from '../utils/addFieldInCache';

/** Creates a field: label, type, and the type's details (number format, or options by import). */
export function CreateFieldDialog({
  target,
  projectId,
  onClose,
  onDone,
}: {
  target: CustomFieldTarget;
  projectId: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [create, { loading, error }] = useGraphqlMutation(CREATE_CUSTOM_FIELD_MUTATION, {
    update: addFieldInCache,
  });
  const [label, setLabel] = useState('');
  const [type, setType] = useState<CustomFieldType>('TEXT');
  const [numberFormat, setNumberFormat] = useState<NumberFormat>('number');
  const [currencySymbol, setCurrencySymbol] = useState('');
  const [optionsImport, setOptionsImport] = useState('');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogForm
        title={fieldStrings.createTitle}
        error={error}
        busy={loading}
        canSubmit={label.trim().length > 0}
        submitLabel={fieldStrings.create}
        busyLabel={fieldStrings.creating}
        onCancel={onClose}
        onSubmit={async () => {
          const result = await create({
            input: {
              target,
              projectId,
              label,
              type,
              ...(type === 'NUMBER'
                ? { numberFormat, currencySymbol: numberFormat === 'currency' ? currencySymbol : null }
                : {}),
              ...(type === 'SELECT' ? { optionsImport } : {}),
            },
          });
          if (result) onDone();
        }}
      >
        <Stack sx={{ gap: 2, pt: 1 }}>
          <TextField
            autoFocus
            required
            label={fieldStrings.labelLabel}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
          <TextField
            select
            label={fieldStrings.typeLabel}
            value={type}
            onChange={(event) => setType(event.target.value as CustomFieldType)}
          >
            {FIELD_TYPES.map((t) => (
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
          {type === 'SELECT' ? (
            <TextField
              multiline
              minRows={2}
              label={fieldStrings.optionsImportLabel}
              helperText={fieldStrings.optionsImportHelp}
              value={optionsImport}
              onChange={(event) => setOptionsImport(event.target.value)}
            />
          ) : null}
        </Stack>
      </DialogForm>
    </Dialog>
  );
}
