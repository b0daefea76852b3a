import { type FormEvent, useState } from 'react';
import { Button, Card, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import { RegionSelect } from '../../regions/components/RegionSelect';
import type { RegionInfo } from '../../regions/types/regionInfo';
import { useTenantRoutes } from '../hooks/useTenantRoutes';
import { workspaceStrings } from '../strings';
import type { AdminWorkspace } from '../types/adminWorkspace';
import type { RouteMessage } from '../types/routeMessage';
import { RouteCardHeading } from './RouteCardHeading';

interface RouteFormProps {
  workspace: AdminWorkspace;
  regions: readonly RegionInfo[];
  regionsLoading: boolean;
  onChanged: () => void;
}

/** "Add or change subdomain": PUT /control/tenant-routes; an answer with status error shows its message. */
export function RouteForm({ workspace, regions, regionsLoading, onChanged }: RouteFormProps) {
  const { upsert } = useTenantRoutes(workspace.id);
  const [subdomain, setSubdomain] = useState('');
  const [region, setRegion] = useState(workspace.region);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<RouteMessage | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await upsert(subdomain, region);
      if (answer.status === 'error') setMessage({ severity: 'error', text: answer.error.message });
      else {
        setMessage({
          severity: 'success',
          text: workspaceStrings.routeSaved(answer.route?.subdomain ?? subdomain),
        });
        setSubdomain('');
        onChanged();
      }
    } catch (caught) {
      setMessage({ severity: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent component="form" onSubmit={submit}>
        <Stack spacing={2}>
          <RouteCardHeading
            title={workspaceStrings.routeFormTitle}
            intro={workspaceStrings.routeFormIntro}
            message={message}
            onDismissMessage={() => setMessage(null)}
          />
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              label={workspaceStrings.subdomainLabel}
              value={subdomain}
              onChange={(e) => setSubdomain(e.target.value)}
              helperText={workspaceStrings.subdomainHelp}
              required
              sx={{ flex: 1 }}
            />
            <Stack sx={{ flex: 1 }}>
              <RegionSelect
                id="route-region"
                value={region}
                onChange={setRegion}
                regions={regions}
                loading={regionsLoading}
              />
            </Stack>
            <Button
              type="submit"
              variant="contained"
              disabled={busy || !subdomain.trim()}
              sx={{ mt: { md: 1 }, minWidth: 140 }}
              startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {busy ? workspaceStrings.savingRoute : workspaceStrings.saveRoute}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
