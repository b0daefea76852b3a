import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useFocusOnOpen } from '../hooks/useFocusOnOpen';
import type { PeekFrameProps } from '../types/PeekFrameProps';
import { PEEK_STICKY_TOP } from '../utils/peekStickyTop';

/** True when a key the page inside already handled (a mention list's Escape) reached the dialog. */
function handledInside(event: object): boolean {
  return 'defaultPrevented' in event && event.defaultPrevented === true;
}

/**
 * The Center peek: a large modal dialog over the page. Escape, the backdrop and Close close it.
 * Focus goes back to the opening link through the host, which also finds it after a reload.
 */
export function PeekDialog({ labelId, header, children, onClose, focusKey }: PeekFrameProps) {
  const frame = useFocusOnOpen<HTMLDivElement>(focusKey);
  // On a phone the dialog takes the whole screen, as the Side peek does: its margins only cost text.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      fullScreen={phone}
      open
      onClose={(event, reason) => {
        if (reason === 'escapeKeyDown' && handledInside(event)) return;
        onClose();
      }}
      fullWidth
      maxWidth="lg"
      scroll="paper"
      disableRestoreFocus
      aria-labelledby={labelId}
      slotProps={{ paper: { sx: phone ? {} : { height: 'calc(100% - 64px)' } } }}
      data-testid="peek"
      data-peek-mode="Center"
    >
      <Box
        ref={frame}
        tabIndex={-1}
        sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, outline: 'none' }}
      >
        {header}
        <DialogContent sx={{ p: { xs: 2, md: 3 }, bgcolor: 'background.default', ...PEEK_STICKY_TOP }}>
          {children}
        </DialogContent>
      </Box>
    </Dialog>
  );
}
