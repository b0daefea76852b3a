import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { ScimProvisioningQuery } from '../../../gql/graphql';
import { auditLogStrings } from '../../audit-log/strings';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { SCIM_PROVISIONING_QUERY } from '../operations';
import { securityStrings } from '../strings';

type Change = ScimProvisioningQuery['scimProvisioning']['recentChanges'][number];

const columns: GridColDef<Change>[] = [
  {
    field: 'occurredAt',
    headerName: securityStrings.time,
    width: 170,
    valueFormatter: (value: string) => new Date(value).toLocaleString(),
  },
  {
    field: 'action',
    headerName: securityStrings.change,
    flex: 1,
    minWidth: 180,
    valueFormatter: (value: Change['action']) => auditLogStrings.actions[value],
  },
  { field: 'objectLabel', headerName: securityStrings.object, flex: 1, minWidth: 180 },
  { field: 'actorName', headerName: securityStrings.by, width: 200 },
];

/** The last provisioning activity: live SCIM tokens, the last sync, the newest SCIM changes. */
export function ProvisioningActivitySection() {
  const { data, error, loading, refetch } = useGraphqlQuery(SCIM_PROVISIONING_QUERY);
  const status = data?.scimProvisioning;
  return (
    <SettingsSection
      id="provisioning-activity"
      title={securityStrings.provisioningTitle}
      subtitle={securityStrings.provisioningSubtitle}
    >
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {status ? (
        <>
          <Typography sx={{ mb: 2 }} data-testid="provisioning-summary">
            {securityStrings.activeTokens(status.activeTokens)} · {securityStrings.lastSync}{' '}
            {status.lastSyncAt ? formatDate(status.lastSyncAt) : securityStrings.neverSynced}
          </Typography>
          {status.recentChanges.length === 0 ? (
            <Typography color="text.secondary">{securityStrings.noActivity}</Typography>
          ) : (
            <DataGrid
              rows={status.recentChanges}
              columns={columns}
              autoHeight
              hideFooter
              disableColumnMenu
              disableRowSelectionOnClick
              aria-label={securityStrings.provisioningTitle}
            />
          )}
        </>
      ) : null}
    </SettingsSection>
  );
}
