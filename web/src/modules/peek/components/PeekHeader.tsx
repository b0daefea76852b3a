import CloseIcon from '@mui/icons-material/Close';
import OpenInFullOutlinedIcon from '@mui/icons-material/OpenInFullOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { peekStrings } from '../strings';
import type { PeekMode } from '../types/PeekMode';
import type { PeekTarget } from '../types/PeekTarget';
import type { PeekHistoryState } from '../utils/peekHistoryState';
import { PeekKindIcon } from './PeekKindIcon';
import { PeekModeSwitch } from './PeekModeSwitch';

/**
 * The bar above a peek: what it holds (the frame's name), the mode switch, "Open as page" (a real
 * link: a new tab works too) and Close.
 */
export function PeekHeader({
  target,
  labelId,
  mode,
  listPath,
  onModeChange,
  onClose,
}: {
  target: PeekTarget;
  labelId: string;
  mode: PeekMode;
  /** The page under the peek, so the full page can peek from it again. */
  listPath: string;
  onModeChange: (mode: PeekMode) => void;
  onClose: () => void;
}) {
  const pageState: PeekHistoryState = { peekFrom: listPath };
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
    >
      <PeekKindIcon kind={target.kind} />
      <Typography id={labelId} variant="subtitle2" component="p" color="text.secondary">
        {peekStrings.kinds[target.kind]}
      </Typography>
      <Box sx={{ flexGrow: 1 }} />
      {/* On a phone every peek fills the screen (the Side drawer and the Center dialog alike), so
          the switch gives way and the bar keeps to one line; "Open as page" still gives the page. */}
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <PeekModeSwitch value={mode} onChange={onModeChange} />
      </Box>
      <Button
        component={RouterLink}
        to={target.path}
        state={pageState}
        size="small"
        startIcon={<OpenInFullOutlinedIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {peekStrings.openAsPage}
      </Button>
      <Tooltip title={peekStrings.closeHint}>
        <IconButton onClick={onClose} aria-label={peekStrings.close} size="small">
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
