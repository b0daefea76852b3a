import { Box, Card, CardContent, Typography } from '@mui/material';
import type { RegionInfo } from '../../regions/types/regionInfo';
import { regionLabel } from '../../regions/utils/regionLabel';
import { workspaceStrings } from '../strings';
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
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            rowGap: 1.5,
            columnGap: 2,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
