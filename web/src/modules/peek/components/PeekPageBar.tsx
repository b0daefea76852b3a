import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { usePeekMode } from '../hooks/usePeekMode';
import { peekStrings } from '../strings';
import { readPeekHistoryState } from '../utils/peekHistoryState';
import { searchWithPeek } from '../utils/peekSearch';
import { peekTarget } from '../utils/peekTarget';
import { PeekModeSwitch } from './PeekModeSwitch';

/**
 * Above an item's full page opened from a list (Full page mode, or "Open as page"): back to the
 * list, and the mode switch, whose Center and Side peek the item from the list again.
 */
export function PeekPageBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { setMode } = usePeekMode();
  const { peekFrom } = readPeekHistoryState(location.state);
  const target = peekTarget(`${location.pathname}${location.hash}`);
  if (!peekFrom || !target) return null;
  const from = new URL(peekFrom, window.location.origin);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
      <Button component={RouterLink} to={peekFrom} startIcon={<ArrowBackIcon />} size="small">
        {peekStrings.backToList}
      </Button>
      <PeekModeSwitch
        value="FullPage"
        onChange={(mode) => {
          setMode(mode);
          void navigate(`${from.pathname}${searchWithPeek(from.search, target.path)}`, { replace: true });
        }}
      />
    </Stack>
  );
}
