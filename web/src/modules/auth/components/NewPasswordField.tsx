import TextField from '@mui/material/TextField';
import { authStrings } from '../strings';

/** The password field of a new account, with the password rules as its hint. */
export function NewPasswordField({
  value,
  onChange,
  label = authStrings.password,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={authStrings.passwordHint}
      required
      fullWidth
    />
  );
}
