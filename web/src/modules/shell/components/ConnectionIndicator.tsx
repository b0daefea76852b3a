import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import SyncIcon from '@mui/icons-material/Sync';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { type ReactElement, useEffect, useState } from 'react';
import { useConnectionState } from '../../graphql/hooks/useConnectionState';
import type { ConnectionState } from '../../graphql/utils/connectionState';
import { shellStrings } from '../strings';

/** "Connecting" shows only when it lasts: a normal start answers well within this. */
const CONNECTING_QUIET_MS = 1500;

const LOOK: Record<
  Exclude<ConnectionState, 'connected'>,
  { color: 'default' | 'success' | 'warning' | 'error'; icon: ReactElement }
> = {
  connecting: { color: 'default', icon: <SyncIcon /> },
  reconnecting: { color: 'warning', icon: <SyncIcon /> },
  reconnected: { color: 'success', icon: <CloudDoneIcon /> },
  clientOffline: { color: 'error', icon: <WifiOffIcon /> },
  serverOffline: { color: 'error', icon: <CloudOffIcon /> },
};

/**
 * The connection indicator of spec 000 §4: quiet while connected, a chip at the bottom of the window
 * otherwise (briefly "Reconnected" after a loss). A polite live region, so screen readers hear changes.
 */
export function ConnectionIndicator() {
  const state = useConnectionState();
  const [connectingLong, setConnectingLong] = useState(false);

  useEffect(() => {
    if (state !== 'connecting') return;
    const timer = setTimeout(() => setConnectingLong(true), CONNECTING_QUIET_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="connection-indicator"
      data-state={state}
      sx={{ position: 'fixed', bottom: 16, left: 16, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      {state !== 'connected' && (state !== 'connecting' || connectingLong) ? (
        <Chip
          key={state}
          icon={LOOK[state].icon}
          color={LOOK[state].color}
          label={shellStrings.connection[state]}
          sx={{ boxShadow: 2, bgcolor: LOOK[state].color === 'default' ? 'background.paper' : undefined }}
        />
      ) : null}
    </Box>
  );
}
