import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { fieldStrings } from '../strings';
import type { NumberFormat } from '../types/CustomField';
import { NUMBER_FORMATS } from '../utils/fieldTypes';

/** A NUMBER field's format, and its currency symbol when the format is currency. */
export function NumberFormatInputs({
  format,
  symbol,
  onFormat,
  onSymbol,
}: {
  format: NumberFormat;
  symbol: string;
  onFormat: (format: NumberFormat) => void;
  onSymbol: (symbol: string) => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <TextField
        select
        fullWidth
        label={fieldStrings.numberFormatLabel}
        value={format}
        onChange={(event) => onFormat(event.target.value as NumberFormat)}
      >
        {NUMBER_FORMATS.map((f) => (
          <MenuItem key={f} value={f}>
            {fieldStrings.numberFormats[f]}
          </MenuItem>
        ))}
      </TextField>
      {format === 'currency' ? (
        <TextField
          label={fieldStrings.currencySymbolLabel}
          value={symbol}
          onChange={(event) => onSymbol(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 8 } }}
          sx={{ width: { sm: 180 } }}
        />
      ) : null}
    </Stack>
  );
}
