import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { aiStrings } from '../strings';
import { AutoFeaturesSection } from './AutoFeaturesSection';

/** A project's own auto features (its menu): each follows the workspace or is On, Suggest or Off. */
export function ProjectAutoFeaturesDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{aiStrings.autoProjectMenu}</DialogTitle>
      <DialogContent>{open ? <AutoFeaturesSection projectId={projectId} bare /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{aiStrings.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
