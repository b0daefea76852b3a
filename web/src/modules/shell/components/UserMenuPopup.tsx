import KeyboardIcon from '@mui/icons-material/Keyboard';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../../auth/hooks/useSignOut';
import type { Account } from '../../auth/types/Viewer';
import { useOpenShortcuts } from '../hooks/useOpenShortcuts';
import { shellStrings } from '../strings';

/** The user menu's popup: who is signed in, account settings, the keyboard shortcuts and sign out. */
export function UserMenuPopup({
  account,
  anchor,
  onClose,
}: {
  account: Account;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const openShortcuts = useOpenShortcuts();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{account.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {account.email}
        </Typography>
      </Box>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void navigate('/settings/user/account');
        }}
      >
        <ListItemIcon>
          <ManageAccountsIcon fontSize="small" />
        </ListItemIcon>
        {shellStrings.account}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          openShortcuts();
        }}
      >
        <ListItemIcon>
          <KeyboardIcon fontSize="small" />
        </ListItemIcon>
        {shellStrings.shortcutsMenu}
      </MenuItem>
      <MenuItem onClick={() => void signOut()}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {shellStrings.signOut}
      </MenuItem>
    </Menu>
  );
}
