import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { Suspense, lazy, useState } from 'react';
import { useGlobalSearchShortcut } from '../hooks/useGlobalSearchShortcut';
import { searchStrings as strings } from '../strings';
import { isMac } from '../utils/isMac';
import { visuallyHidden } from '../utils/visuallyHidden';

// The dialog and its queries load the first time it opens: the shell stays light.
const GlobalSearchDialog = lazy(() =>
  import('./GlobalSearchDialog').then((module) => ({ default: module.GlobalSearchDialog })),
);

/**
 * The search box of the top bar: a button that looks like a field and shows its shortcut; it and
 * Ctrl+K / Cmd+K anywhere open the search dialog.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const mac = isMac();
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  useGlobalSearchShortcut(show);
  return (
    <>
      <ButtonBase
        onClick={show}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        aria-haspopup="dialog"
        data-testid="global-search-button"
        sx={{
          justifyContent: 'flex-start',
          gap: 1,
          width: { xs: 40, sm: 240 },
          height: 38,
          px: 1.25,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.secondary',
          '&:hover': { borderColor: 'text.secondary' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <SearchIcon fontSize="small" aria-hidden />
        <Box
          component="span"
          // On a narrow screen only the icon shows; the name is still read out.
          sx={(theme) => ({ flexGrow: 1, textAlign: 'left', [theme.breakpoints.down('sm')]: visuallyHidden })}
        >
          {strings.openGlobal}
        </Box>
        <Box
          component="kbd"
          aria-label={strings.shortcutLabel(mac)}
          sx={{
            display: { xs: 'none', sm: 'block' },
            fontFamily: 'inherit',
            fontSize: 12,
            fontWeight: 600,
            px: 0.75,
            py: 0.125,
            borderRadius: 0.75,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.secondary',
          }}
        >
          {strings.shortcut(mac)}
        </Box>
      </ButtonBase>
      {opened ? (
        <Suspense fallback={null}>
          <GlobalSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
