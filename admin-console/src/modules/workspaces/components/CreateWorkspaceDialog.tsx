import { type FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useApi } from '../../auth/hooks/useApi';
import { RegionSelect } from '../../regions/components/RegionSelect';
import { useRegions } from '../../regions/hooks/useRegions';
import { workspaceStrings } from '../strings';
import type { AdminWorkspace } from '../types/adminWorkspace';

// Spec 001 §9: US_B is the default region.
const DEFAULT_REGION = 'US_B';

interface CreateWorkspaceDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (workspace: AdminWorkspace) => void;
}

/** Creates a workspace for an existing account (POST /control/workspaces), showing the server's message on failure. */
export function CreateWorkspaceDialog({ open, onClose, onCreated }: CreateWorkspaceDialogProps) {
  const request = useApi();
  const regions = useRegions();
  const [name, setName] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const [ownerEmail, setOwnerEmail] = useState('');
  const [chosenRegion, setChosenRegion] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const available = regions.data?.availableRegions ?? [];
  const defaultRegion = available.some((r) => r.region === DEFAULT_REGION)
    ? DEFAULT_REGION
    : (regions.data?.currentRegion.region ?? DEFAULT_REGION);
  const region = chosenRegion ?? defaultRegion;

  const reset = () => {
    setName('');
    setSubdomain('');
    setOwnerEmail('');
    setChosenRegion(null);
    setError(null);
    onClose();
  };
  // While a call is under way the dialog stays open: its answer decides what comes next.
  const close = () => {
    if (!busy) reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const workspace = await request<AdminWorkspace>('/control/workspaces', {
        method: 'POST',
        body: { name, subdomain: subdomain.trim() || undefined, region, ownerEmail },
      });
      setBusy(false);
      reset();
      onCreated(workspace);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit } }}
    >
      <DialogTitle>{workspaceStrings.createTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>{workspaceStrings.createIntro}</DialogContentText>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {regions.error && (
            <Alert severity="warning">
              {workspaceStrings.regionsFailed} {regions.error}
            </Alert>
          )}
          <TextField
            label={workspaceStrings.nameLabel}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            autoFocus
          />
          <TextField
            label={workspaceStrings.optionalSubdomainLabel}
            value={subdomain}
            onChange={(e) => setSubdomain(e.target.value)}
            helperText={workspaceStrings.optionalSubdomainHelp}
          />
          <RegionSelect
            id="create-workspace-region"
            value={region}
            onChange={setChosenRegion}
            regions={available}
            loading={regions.loading}
          />
          <TextField
            label={workspaceStrings.ownerLabel}
            type="email"
            value={ownerEmail}
            onChange={(e) => setOwnerEmail(e.target.value)}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {workspaceStrings.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {busy ? workspaceStrings.creating : workspaceStrings.createSubmit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
