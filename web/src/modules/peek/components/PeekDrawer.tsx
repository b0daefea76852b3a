import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { KeyboardEvent } from 'react';
import { useFocusOnOpen } from '../hooks/useFocusOnOpen';
import type { PeekFrameProps } from '../types/PeekFrameProps';
import { PEEK_STICKY_TOP } from '../utils/peekStickyTop';
import { SIDE_PEEK_WIDTH } from '../utils/sidePeekWidth';

/**
 * The Side peek: a right-hand drawer under the app bar, beside the list, which stays visible and
 * usable (no backdrop, no focus trap: a non-modal dialog). Escape inside it or Close closes it.
 */
export function PeekDrawer({ labelId, header, children, onClose, focusKey }: PeekFrameProps) {
  const frame = useFocusOnOpen<HTMLDivElement>(focusKey);
  const onKeyDown = (event: KeyboardEvent) => {
    // A menu, picker or mention list inside handles its own Escape first.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
  return (
    <Drawer
      variant="persistent"
      anchor="right"
      open
      slotProps={{ paper: { sx: { width: SIDE_PEEK_WIDTH, bgcolor: 'background.default' } } }}
    >
      {/* Room for the app bar, which stays above the drawer (MUI's clipped drawer). */}
      <Toolbar aria-hidden />
      <Box
        ref={frame}
        tabIndex={-1}
        role="dialog"
        aria-modal={false}
        aria-labelledby={labelId}
        onKeyDown={onKeyDown}
        data-testid="peek"
        data-peek-mode="Side"
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, outline: 'none' }}
      >
        <Box sx={{ bgcolor: 'background.paper' }}>{header}</Box>
        <Box sx={{ flex: 1, overflow: 'auto', p: { xs: 2, md: 3 }, ...PEEK_STICKY_TOP }}>{children}</Box>
      </Box>
    </Drawer>
  );
}
