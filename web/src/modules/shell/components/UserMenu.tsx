import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import type { Account } from '../../auth/types/Viewer';
import { MemberAvatar } from '../../common/components/MemberAvatar';
import { memberInitials } from '../../common/utils/memberInitials';
import { preloadable } from '../../common/utils/preloadable';
import { shellStrings } from '../strings';

// The popup (Menu, Popover, Modal, focus trap) is not part of the first screen: it loads when the
// pointer or the keyboard reaches the avatar, so it is there by the time the menu is opened.
const UserMenuPopup = preloadable(() => import('./UserMenuPopup').then((m) => m.UserMenuPopup), null);
const preloadPopup = () => void UserMenuPopup.preload().catch(() => undefined);

/** The signed-in user's avatar; opens the menu with account settings and sign out. */
export function UserMenu({ account }: { account: Account }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays the menu's exit transition.
  const [opened, setOpened] = useState(false);
  const initials = memberInitials(account.name);
  return (
    <>
      <IconButton
        aria-label={shellStrings.userMenuLabel(initials)}
        aria-haspopup="menu"
        onPointerEnter={preloadPopup}
        onFocus={preloadPopup}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        size="small"
      >
        <MemberAvatar id={account.id} name={account.name} size={34} />
      </IconButton>
      {opened ? <UserMenuPopup account={account} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
