import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import type { RegionInfo } from '../../regions/types/regionInfo';
import { regionLabel } from '../../regions/utils/regionLabel';
import { useTenantRoutes } from '../hooks/useTenantRoutes';
import { workspaceStrings } from '../strings';
import type { AdminWorkspace } from '../types/adminWorkspace';
import type { RouteMessage } from '../types/routeMessage';
import { formatDateTime } from '../utils/formatDateTime';
import { DeleteRouteDialog } from './DeleteRouteDialog';
import { RouteCardHeading } from './RouteCardHeading';

interface RoutesTableProps {
  workspace: AdminWorkspace;
  regions: readonly RegionInfo[];
  onChanged: () => void;
}

/** The workspace's tenant routes, each deletable (DELETE /control/tenant-routes) after a confirmation. */
export function RoutesTable({ workspace, regions, onChanged }: RoutesTableProps) {
  const { remove } = useTenantRoutes(workspace.id);
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<RouteMessage | null>(null);

  const confirm = async (subdomain: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const answer = await remove(subdomain);
      if (answer.status === 'error') setMessage({ severity: 'error', text: answer.error.message });
      else {
        setMessage({ severity: 'success', text: workspaceStrings.routeDeleted(subdomain) });
        onChanged();
      }
    } catch (caught) {
      setMessage({ severity: 'error', text: caught instanceof Error ? caught.message : String(caught) });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <RouteCardHeading
            title={workspaceStrings.routesTitle}
            intro={workspaceStrings.routesIntro}
            message={message}
            onDismissMessage={() => setMessage(null)}
          />
          {workspace.routes.length === 0 ? (
            <Alert severity="warning">{workspaceStrings.noRoutes}</Alert>
          ) : (
            <Table size="small" aria-label={workspaceStrings.routesTitle}>
              <TableHead>
                <TableRow>
                  <TableCell>{workspaceStrings.routeColumns.subdomain}</TableCell>
                  <TableCell>{workspaceStrings.routeColumns.region}</TableCell>
                  <TableCell>{workspaceStrings.routeColumns.created}</TableCell>
                  <TableCell align="right">{workspaceStrings.routeColumns.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {workspace.routes.map((route) => (
                  <TableRow key={route.subdomain}>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{route.subdomain}</span>
                        {route.subdomain === workspace.subdomain && (
                          <Chip size="small" label={workspaceStrings.current} />
                        )}
                      </Stack>
                    </TableCell>
                    <TableCell>{regionLabel(route.region, regions)}</TableCell>
                    <TableCell>{formatDateTime(route.createdDate)}</TableCell>
                    <TableCell align="right">
                      <Tooltip title={workspaceStrings.deleteRoute(route.subdomain)}>
                        <IconButton
                          aria-label={workspaceStrings.deleteRoute(route.subdomain)}
                          onClick={() => setPending(route.subdomain)}
                          disabled={busy}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
      <DeleteRouteDialog
        subdomain={pending}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
    </Card>
  );
}
