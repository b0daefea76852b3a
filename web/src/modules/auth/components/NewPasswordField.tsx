import TextField from '@mui/material/TextField';
import { authStrings } from '../strings';

/** The password field of a new account, with the password rules as its hint. */
export function NewPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label={authStrings.password}
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
