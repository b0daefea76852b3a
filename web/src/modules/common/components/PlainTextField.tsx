import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

/**
 * An outlined, full-width text field that looks and labels like MUI's TextField, for the first
 * screens: TextField always brings its select mode (Select, Menu, Popover, Modal, ~20 KB gzipped),
 * which sign-in never shows. Pages loaded later use TextField.
 */
export function PlainTextField({
  label,
  required,
  ...input
}: { label: string; required?: boolean } & Pick<
  OutlinedInputProps,
  'type' | 'name' | 'autoComplete' | 'value' | 'onChange' | 'autoFocus'
>) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth required={required}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
