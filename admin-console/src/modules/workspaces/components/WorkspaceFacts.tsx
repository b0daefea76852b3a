import { Card, CardContent } from '@mui/material';
import type { RegionInfo } from '../../regions/types/regionInfo';
import { regionLabel } from '../../regions/utils/regionLabel';
import { workspaceStrings } from '../strings';
import { FactList } from './FactList';
import type { AdminWorkspace } from '../types/adminWorkspace';
import { formatDateTime } from '../utils/formatDateTime';

/** The workspace's fields as a definition list. */
export function WorkspaceFacts({
  workspace,
  regions,
}: {
  workspace: AdminWorkspace;
  regions: readonly RegionInfo[];
}) {
  const facts: [string, string][] = [
    [workspaceStrings.facts.id, workspace.id],
    [workspaceStrings.facts.subdomain, workspace.subdomain],
    [workspaceStrings.facts.region, regionLabel(workspace.region, regions)],
    [workspaceStrings.facts.created, formatDateTime(workspace.createdAt)],
    [
      workspaceStrings.facts.members,
      workspace.memberCount === null ? workspaceStrings.facts.unreadable : String(workspace.memberCount),
    ],
    [
      workspaceStrings.facts.managers,
      workspace.managerEmails.length ? workspace.managerEmails.join(', ') : workspaceStrings.facts.noManagers,
    ],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <FactList facts={facts} labelWidth={180} />
      </CardContent>
    </Card>
  );
}
