import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { workspaceStrings } from '../strings';

interface DeleteRouteDialogProps {
  subdomain: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (subdomain: string) => void;
}

/** Asks before a route is deleted: the workspace's people lose that address. */
export function DeleteRouteDialog({ subdomain, busy, onCancel, onConfirm }: DeleteRouteDialogProps) {
  return (
    <Dialog open={subdomain !== null} onClose={busy ? undefined : onCancel}>
      <DialogTitle>{workspaceStrings.deleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{subdomain ? workspaceStrings.deleteBody(subdomain) : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {workspaceStrings.cancel}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => subdomain && onConfirm(subdomain)}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {workspaceStrings.deleteConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
