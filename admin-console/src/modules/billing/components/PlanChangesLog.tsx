import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { LoadFailedAlert } from '../../api/components/LoadFailedAlert';
import { LoadingLine } from '../../api/components/LoadingLine';
import type { ApiQuery } from '../../api/hooks/useApiQuery';
import { formatDateTime } from '../../workspaces/utils/formatDateTime';
import { billingStrings as s } from '../strings';
import type { AdminPlanChange, AdminPlanChanges } from '../types/adminPlan';

/** How many entries the dialog shows (the call answers up to 100). */
const SHOWN = 10;

/** One entry in words: what changed, with the entitlements' old and new values. */
function describe(change: AdminPlanChange): string {
  const next = change.newValue ?? {};
  const old = change.oldValue ?? {};
  if (change.action === 'PRICE_SET')
    return s.changePrice(String(next.interval ?? ''), String(next.stripePriceId ?? ''), old.stripePriceId);
  if (change.action === 'WORKSPACES_MOVED')
    return s.changeMoved(Number(next.workspaces ?? 0), change.version);
  const before = (old.entitlements ?? {}) as Record<string, unknown>;
  const after = (next.entitlements ?? {}) as Record<string, unknown>;
  const show = (v: unknown) => (v === null ? s.unlimitedShort : String(v));
  const changed = Object.keys(after).map((k) => `${k} ${show(before[k])} → ${show(after[k])}`);
  return s.changePublished(change.version, changed);
}

/** The catalogue's log of a plan or add-on (GET …/changes): the operator's versions, prices and moves. */
export function PlanChangesLog({ changes }: { changes: ApiQuery<AdminPlanChanges> }) {
  return (
    <section aria-labelledby="plan-changes-title">
      <Typography id="plan-changes-title" variant="subtitle1" component="h3">
        {s.changesTitle}
      </Typography>
      {changes.loading && !changes.data && <LoadingLine label={s.changesLoading} />}
      {changes.error && (
        <LoadFailedAlert
          message={s.changesFailed}
          error={changes.error}
          retryLabel={s.retry}
          onRetry={changes.reload}
        />
      )}
      {changes.data && changes.data.changes.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {s.changesNone}
        </Typography>
      )}
      {changes.data && changes.data.changes.length > 0 && (
        <List dense data-testid="plan-changes">
          {changes.data.changes.slice(0, SHOWN).map((change) => (
            <ListItem key={change.seq} disableGutters>
              <ListItemText
                primary={describe(change)}
                secondary={`${formatDateTime(change.occurredAt)} · ${s.changedBy(change.actorName)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
