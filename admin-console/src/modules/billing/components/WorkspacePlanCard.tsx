import { type FormEvent, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { LoadingLine } from '../../api/components/LoadingLine';
import { formatDateTime } from '../../workspaces/utils/formatDateTime';
import { usePlanCatalogue } from '../hooks/usePlanCatalogue';
import { useWorkspacePlan } from '../hooks/useWorkspacePlan';
import { billingStrings } from '../strings';
import type { AdminPlan } from '../types/adminPlan';

/** The plans an operator may put a workspace on: every plan of the catalogue (legacy ones too), no add-on. */
function choosable(plans: AdminPlan[]): AdminPlan[] {
  return plans.filter((p) => p.productType === 'plan');
}

function planLabel(p: AdminPlan): string {
  const marks = [p.isLegacy ? billingStrings.legacy : null, p.isTrial ? billingStrings.trial : null].filter(
    Boolean,
  );
  return marks.length > 0 ? `${p.name} (${marks.join(', ')})` : p.name;
}

/** A workspace's plan in the console: what it is on, and (billing on) the form that changes it. */
export function WorkspacePlanCard({ teamId, onChanged }: { teamId: string; onChanged?: () => void }) {
  const plan = useWorkspacePlan(teamId);
  const catalogue = usePlanCatalogue();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const current = plan.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await plan.change(chosen);
      setMessage({ severity: 'success', text: billingStrings.changed(answer.plan.name) });
      setChosen('');
      plan.reload();
      onChanged?.();
    } catch (caught) {
      setMessage({ severity: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="workspace-plan-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="workspace-plan-title" variant="h6" component="h2">
              {billingStrings.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {billingStrings.intro}
            </Typography>
          </div>
          {plan.loading && !current && <LoadingLine label={billingStrings.loading} />}
          {plan.error && (
            <LoadFailedAlert
              message={billingStrings.loadFailed}
              error={plan.error}
              retryLabel={billingStrings.retry}
              onRetry={plan.reload}
            />
          )}
          {message && (
            <Alert
              severity={message.severity}
              onClose={() => setMessage(null)}
              role={message.severity === 'error' ? 'alert' : 'status'}
            >
              {message.text}
            </Alert>
          )}
          {current?.selfHosted && <Alert severity="info">{billingStrings.selfHosted}</Alert>}
          {current && !current.selfHosted && (
            <>
              <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                <Fact
                  term={billingStrings.current}
                  value={planLabel(current.plan)}
                  testId="workspace-plan-name"
                />
                <Fact
                  term={billingStrings.status}
                  value={current.subscriptionStatus ?? billingStrings.noSubscription}
                />
                {current.plan.isTrial && (
                  <Fact term={billingStrings.trialState} value={current.trial.state} />
                )}
                {current.plan.isTrial && current.trial.endsAt && (
                  <Fact term={billingStrings.trialEnds} value={formatDateTime(current.trial.endsAt)} />
                )}
              </Stack>
              {current.readOnly && <Alert severity="warning">{billingStrings.readOnly}</Alert>}
              <Stack
                component="form"
                onSubmit={submit}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  select
                  label={billingStrings.choose}
                  value={chosen}
                  onChange={(e) => setChosen(e.target.value)}
                  sx={{ flex: 1 }}
                  disabled={!catalogue.data}
                >
                  {choosable(catalogue.data?.plans ?? [])
                    .filter((p) => p.reference !== current.plan.reference)
                    .map((p) => (
                      <MenuItem key={p.reference} value={p.reference}>
                        {planLabel(p)}
                      </MenuItem>
                    ))}
                </TextField>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={busy || !chosen}
                  sx={{ mt: { sm: 1 }, minWidth: 140 }}
                  startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
                >
                  {busy ? billingStrings.saving : billingStrings.save}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Fact({ term, value, testId }: { term: string; value: string; testId?: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 180 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}
