import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { isMac } from '../../search/utils/isMac';
import { shortcutGroups } from '../utils/shortcutGroups';
import { shellStrings } from '../strings';

/** Every keyboard shortcut of the app in one list, by where it works ("?" or the account menu). */
export function KeyboardShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const groups = useMemo(() => shortcutGroups(isMac()), []);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="keyboard-shortcuts-title">
      <DialogTitle id="keyboard-shortcuts-title">{shellStrings.shortcuts.title}</DialogTitle>
      <DialogContent dividers>
        {groups.map((group) => (
          <Box component="section" key={group.title} sx={{ '& + &': { mt: 2.5 } }}>
            <Typography variant="subtitle2" component="h3" color="primary" sx={{ mb: 1, fontWeight: 700 }}>
              {group.title}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 1fr) auto',
                columnGap: 2,
                rowGap: 1,
                m: 0,
              }}
            >
              {group.rows.map((row) => (
                <Fragment key={row.action}>
                  <Typography component="dt" variant="body2">
                    {row.action}
                  </Typography>
                  <Box
                    component="dd"
                    sx={{
                      m: 0,
                      display: 'flex',
                      gap: 0.5,
                      flexWrap: 'wrap',
                      justifyContent: 'flex-end',
                      alignItems: 'flex-start',
                    }}
                  >
                    {row.keys.map((key) => (
                      <Box
                        component="kbd"
                        key={key}
                        sx={{
                          px: 0.75,
                          py: 0.25,
                          border: 1,
                          borderColor: 'divider',
                          borderRadius: 1,
                          fontFamily: 'inherit',
                          fontSize: 12,
                          fontWeight: 600,
                          whiteSpace: 'nowrap',
                          bgcolor: 'action.hover',
                        }}
                      >
                        {key}
                      </Box>
                    ))}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{shellStrings.shortcuts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
