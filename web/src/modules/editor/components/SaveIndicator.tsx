import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import ErrorOutlineOutlinedIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { editorStrings } from '../strings';
import type { SaveState } from '../types/EditorSelection';

const LABELS: Record<SaveState, string> = {
  connecting: editorStrings.connecting,
  saving: editorStrings.saving,
  saved: editorStrings.saved,
  offline: editorStrings.offline,
  readOnly: editorStrings.readOnly,
  refused: editorStrings.editRefusedState,
};

const ICONS: Record<SaveState, typeof SyncIcon> = {
  connecting: SyncIcon,
  saving: SyncIcon,
  saved: CloudDoneOutlinedIcon,
  offline: CloudOffOutlinedIcon,
  readOnly: LockOutlinedIcon,
  refused: ErrorOutlineOutlinedIcon,
};

const COLORS: Partial<Record<SaveState, string>> = { offline: 'warning.dark', refused: 'error.main' };

/** The document's connection and save state, announced politely to screen readers as it changes. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const Icon = ICONS[state];
  return (
    <Stack
      direction="row"
      spacing={0.75}
      role="status"
      aria-live="polite"
      data-testid="save-state"
      data-state={state}
      sx={{ alignItems: 'center', color: COLORS[state] ?? 'text.secondary' }}
    >
      <Icon fontSize="small" />
      <Typography variant="body2">{LABELS[state]}</Typography>
    </Stack>
  );
}
