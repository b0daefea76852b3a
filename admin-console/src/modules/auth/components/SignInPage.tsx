import { type FormEvent, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useOperatorSession } from '../hooks/useOperatorSession';
import { OPERATOR_NAME_MAX, authStrings } from '../strings';

/** The operator signs in with the deployment's operator token, checked by the server before it is kept. */
export function SignInPage() {
  const { token, notice, signIn } = useOperatorSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [value, setValue] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const from = (location.state as { from?: string } | null)?.from ?? '/workspaces';

  if (token && !busy) return <Navigate to={from} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(value, name);
      navigate(from, { replace: true });
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 4, width: '100%', maxWidth: 440 }} elevation={2}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {authStrings.title}
          </Typography>
          <Typography color="text.secondary">{authStrings.subtitle}</Typography>
          {notice && !error && <Alert severity="warning">{authStrings.sessionEnded(notice)}</Alert>}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={authStrings.nameLabel}
            autoComplete="name"
            autoFocus
            required
            value={name}
            onChange={(event) => setName(event.target.value)}
            helperText={authStrings.nameHelp}
            slotProps={{ htmlInput: { maxLength: OPERATOR_NAME_MAX } }}
          />
          <TextField
            label={authStrings.tokenLabel}
            type="password"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            helperText={authStrings.tokenHelp}
            slotProps={{ htmlInput: { 'data-testid': 'operator-token' } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {busy ? authStrings.signingIn : authStrings.signIn}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
