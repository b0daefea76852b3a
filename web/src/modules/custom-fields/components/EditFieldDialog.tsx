import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import {
  ADD_CUSTOM_FIELD_OPTIONS_MUTATION,
  UPDATE_CUSTOM_FIELD_MUTATION,
  UPDATE_CUSTOM_FIELD_OPTION_MUTATION,
} from '../operations';
import { fieldStrings } from '../strings';
import type { CustomField, NumberFormat } from '../types/CustomField';
import { DeleteOptionDialog } from './DeleteOptionDialog';
import { NumberFormatInputs } from './NumberFormatInputs';

/**
 * Edits a field: its label, a NUMBER field's format, and a SELECT field's options (rename and
 * recolour each, delete one after a preview, merge new ones in from a semicolon list). Every change
 * answers the whole field, which the cached lists show at once.
 */
export function EditFieldDialog({ field: initial, onClose }: { field: CustomField; onClose: () => void }) {
  const [field, setField] = useState(initial);
  const [label, setLabel] = useState(initial.label);
  const [numberFormat, setNumberFormat] = useState<NumberFormat>(initial.numberFormat ?? 'number');
  const [symbol, setSymbol] = useState(initial.currencySymbol ?? '');
  const [optionsImport, setOptionsImport] = useState('');
  const [deleting, setDeleting] = useState<CustomField['options'][number] | null>(null);
  const [update, updateState] = useGraphqlMutation(UPDATE_CUSTOM_FIELD_MUTATION);
  const [add, addState] = useGraphqlMutation(ADD_CUSTOM_FIELD_OPTIONS_MUTATION);
  const [updateOption, optionState] = useGraphqlMutation(UPDATE_CUSTOM_FIELD_OPTION_MUTATION);

  const changed = (next: CustomField | undefined) => {
    if (!next) return;
    setField(next);
  };
  const saveDetails = async () => {
    const result = await update({
      input: {
        id: field.id,
        label,
        ...(field.type === 'NUMBER'
          ? { numberFormat, currencySymbol: numberFormat === 'currency' ? symbol : '' }
          : {}),
      },
    });
    changed(result?.updateCustomField);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{fieldStrings.editTitle(field.label)}</DialogTitle>
      <DialogContent>
        <ErrorAlert error={updateState.error ?? addState.error ?? optionState.error} />
        <Stack
          component="form"
          sx={{ gap: 2, pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void saveDetails();
          }}
        >
          <TextField
            required
            label={fieldStrings.labelLabel}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
          {field.type === 'NUMBER' ? (
            <NumberFormatInputs
              format={numberFormat}
              symbol={symbol}
              onFormat={setNumberFormat}
              onSymbol={setSymbol}
            />
          ) : null}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="outlined" disabled={!label.trim() || updateState.loading}>
              {updateState.loading ? fieldStrings.saving : fieldStrings.save}
            </Button>
          </Stack>
        </Stack>
        {field.type === 'SELECT' ? (
          <Stack sx={{ gap: 1, mt: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {fieldStrings.optionsHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {fieldStrings.maxSelectable(field.maxSelectable)}
            </Typography>
            {field.options.length === 0 ? (
              <Typography color="text.secondary">{fieldStrings.noOptions}</Typography>
            ) : (
              <Stack
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, maxHeight: 320, overflowY: 'auto' }}
              >
                {field.options.map((option) => (
                  <Stack component="li" key={option.id} direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <input
                      type="color"
                      aria-label={fieldStrings.optionColor(option.label)}
                      defaultValue={option.color}
                      style={{ width: 36, height: 32, border: 'none', background: 'none', padding: 0 }}
                      onBlur={(event) => {
                        if (event.target.value !== option.color)
                          void updateOption({
                            input: { fieldId: field.id, optionId: option.id, color: event.target.value },
                          }).then((r) => changed(r?.updateCustomFieldOption));
                      }}
                    />
                    <TextField
                      size="small"
                      fullWidth
                      defaultValue={option.label}
                      slotProps={{
                        htmlInput: { 'aria-label': fieldStrings.optionLabel(option.label), maxLength: 50 },
                      }}
                      onBlur={(event) => {
                        const next = event.target.value.trim();
                        if (next && next !== option.label)
                          void updateOption({
                            input: { fieldId: field.id, optionId: option.id, label: next },
                          }).then((r) => changed(r?.updateCustomFieldOption));
                      }}
                    />
                    <IconButton
                      aria-label={fieldStrings.deleteOption(option.label)}
                      onClick={() => setDeleting(option)}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                ))}
              </Stack>
            )}
            <Stack
              component="form"
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { sm: 'flex-start' }, mt: 1 }}
              onSubmit={(event) => {
                event.preventDefault();
                void add({ input: { fieldId: field.id, optionsImport } }).then((r) => {
                  if (!r) return;
                  setOptionsImport('');
                  changed(r.addCustomFieldOptions);
                });
              }}
            >
              <TextField
                size="small"
                fullWidth
                label={fieldStrings.addOptions}
                helperText={fieldStrings.optionsImportHelp}
                value={optionsImport}
                onChange={(event) => setOptionsImport(event.target.value)}
              />
              <Button
                type="submit"
                variant="outlined"
                disabled={!optionsImport.trim() || addState.loading}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 0.25 } }}
              >
                {fieldStrings.addOptions}
              </Button>
            </Stack>
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{fieldStrings.close}</Button>
      </DialogActions>
      {deleting ? (
        <DeleteOptionDialog
          field={field}
          option={deleting}
          onClose={() => setDeleting(null)}
          onDone={(next) => {
            setDeleting(null);
            changed(next);
          }}
        />
      ) : null}
    </Dialog>
  );
}
