import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import type { AdminPlan } from '../types/adminPlan';

/** Runs a choice of plan; resolves with the sentence that says it was done. */
export type PlanChoiceAction = (reference: string) => Promise<string>;

/**
 * Choose a plan of the catalogue and act on it (change the workspace's plan, grant a trial): the
 * choice, the button (busy while the server answers) and the server's answer or refusal as said.
 * `extra` adds buttons that run another choice through the same busy state and message.
 */
export function PlanChoiceForm({
  label,
  plans,
  optionLabel,
  submitLabel,
  busyLabel,
  variant,
  disabled,
  onChoose,
  extra,
}: {
  label: string;
  plans: AdminPlan[];
  optionLabel: (plan: AdminPlan) => string;
  submitLabel: string;
  busyLabel?: string;
  variant: 'contained' | 'outlined';
  disabled: boolean;
  onChoose: PlanChoiceAction;
  extra?: (run: (reference: string) => void, busy: boolean) => ReactNode;
}) {
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const run = async (reference: string) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ severity: 'success', text: await onChoose(reference) });
      setChosen('');
    } catch (caught) {
      setMessage({ severity: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(chosen);
  };

  return (
    <>
      {message && (
        <Alert
          severity={message.severity}
          onClose={() => setMessage(null)}
          role={message.severity === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </Alert>
      )}
      <Stack
        component="form"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          label={label}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ flex: 1 }}
          disabled={disabled}
        >
          {plans.map((p) => (
            <MenuItem key={p.reference} value={p.reference}>
              {optionLabel(p)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant={variant}
          disabled={busy || !chosen}
          sx={{ mt: { sm: 1 }, minWidth: 140 }}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
        {extra?.((reference) => void run(reference), busy)}
      </Stack>
    </>
  );
}
