import { type FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { LoadingLine } from '../../api/components/LoadingLine';
import { usePlanVersions } from '../hooks/usePlanVersions';
import { PlanChangesLog } from './PlanChangesLog';
import { billingStrings as s } from '../strings';
import type { AdminPlan } from '../types/adminPlan';

const isFlag = (name: string) => /^(allow|disable|enforce)[A-Z]/.test(name);
const isMaximum = (name: string) => name.startsWith('max') || name === 'includedPeople';

/** The maxima as typed: digits, or empty for unlimited. */
type MaximaText = Record<string, string>;

function maximaTextOf(plan: AdminPlan): MaximaText {
  return Object.fromEntries(
    Object.entries(plan.entitlements)
      .filter(([name]) => isMaximum(name))
      .map(([name, value]) => [name, typeof value === 'number' ? String(value) : '']),
  );
}

function flagsOf(plan: AdminPlan): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(plan.entitlements)
      .filter(([name, value]) => isFlag(name) && typeof value === 'boolean')
      .map(([name, value]) => [name, value === true]),
  );
}

/**
 * Edits a plan or add-on of the catalogue (name, description, legacy mark, its flags and limits) as a
 * new version, and moves the workspaces on earlier versions to the latest when the operator says so.
 */
export function PlanVersionDialog({
  plan,
  onClose,
  onSaved,
}: {
  plan: AdminPlan;
  onClose: () => void;
  onSaved: () => void;
}) {
  const versions = usePlanVersions(plan.reference);
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description);
  const [isLegacy, setIsLegacy] = useState(plan.isLegacy);
  const [flags, setFlags] = useState(() => flagsOf(plan));
  const [maxima, setMaxima] = useState(() => maximaTextOf(plan));
  const [busy, setBusy] = useState<'save' | 'move' | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const invalid = Object.entries(maxima).find(
    ([, text]) => text.trim() !== '' && !/^\d{1,9}$/.test(text.trim()),
  );
  const latest = versions.data?.latestVersion ?? plan.version;
  const older = (versions.data?.holders ?? [])
    .filter((h) => h.version < latest)
    .reduce((sum, h) => sum + h.workspaces, 0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    setBusy('save');
    setMessage(null);
    try {
      const made = await versions.saveVersion({
        name,
        description,
        isLegacy,
        entitlements: {
          ...flags,
          ...Object.fromEntries(
            Object.entries(maxima).map(([key, text]) => [key, text.trim() === '' ? null : Number(text)]),
          ),
        },
      });
      setMessage({ severity: 'success', text: s.editSaved(made.version) });
      versions.reload();
      versions.changes.reload();
      onSaved();
    } catch (caught) {
      setMessage({ severity: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(null);
    }
  };

  const move = async () => {
    setBusy('move');
    setMessage(null);
    try {
      const answer = await versions.moveToLatest();
      setMessage({ severity: 'success', text: s.moved(answer.moved, answer.version) });
      versions.reload();
      versions.changes.reload();
    } catch (caught) {
      setMessage({ severity: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="plan-version-title">
      <Stack component="form" onSubmit={save} noValidate>
        <DialogTitle id="plan-version-title">{s.editTitle(plan.name, latest)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {s.editIntro}
            </Typography>
            {message && (
              <Alert severity={message.severity} role={message.severity === 'error' ? 'alert' : 'status'}>
                {message.text}
              </Alert>
            )}
            {versions.loading && !versions.data && <LoadingLine label={s.holdersLoading} />}
            {versions.error && (
              <LoadFailedAlert
                message={s.holdersFailed}
                error={versions.error}
                retryLabel={s.retry}
                onRetry={versions.reload}
              />
            )}
            {versions.data && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Typography>{older > 0 ? s.holdersOlder(older) : s.holdersNone}</Typography>
                {older > 0 && (
                  <Button variant="outlined" onClick={() => void move()} disabled={busy !== null}>
                    {busy === 'move' ? s.moving : s.moveToLatest(latest)}
                  </Button>
                )}
              </Stack>
            )}
            <PlanChangesLog changes={versions.changes} />
            <TextField
              label={s.editName}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label={s.editDescription}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <FormControlLabel
              control={<Switch checked={isLegacy} onChange={(e) => setIsLegacy(e.target.checked)} />}
              label={s.editLegacy}
            />
            {Object.keys(maxima).length > 0 && (
              <section aria-labelledby="plan-version-maxima">
                <Typography id="plan-version-maxima" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                  {s.editMaxima}
                </Typography>
                <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
                  {Object.entries(maxima).map(([key, text]) => (
                    <TextField
                      key={key}
                      label={key}
                      value={text}
                      size="small"
                      onChange={(e) => setMaxima((m) => ({ ...m, [key]: e.target.value }))}
                      error={invalid?.[0] === key}
                      helperText={invalid?.[0] === key ? s.editNotANumber(key) : s.editUnlimited}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      sx={{ width: 250 }}
                    />
                  ))}
                </Stack>
              </section>
            )}
            {Object.keys(flags).length > 0 && (
              <section aria-labelledby="plan-version-flags">
                <Typography id="plan-version-flags" variant="subtitle1" component="h3">
                  {s.editFlags}
                </Typography>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
                  {Object.entries(flags).map(([key, on]) => (
                    <FormControlLabel
                      key={key}
                      control={
                        <Checkbox
                          checked={on}
                          onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))}
                        />
                      }
                      label={key}
                    />
                  ))}
                </FormGroup>
              </section>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{s.editCancel}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy !== null || !!invalid || !name.trim()}
            startIcon={busy === 'save' ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {busy === 'save' ? s.editSaving : s.editSave}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
