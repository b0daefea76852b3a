import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { settingsStrings } from '../strings';
import { ApiTokensSection } from './ApiTokensSection';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { ThemeSection } from './ThemeSection';

/**
 * /settings/user/account: your name, e-mail address (changed once the new address is confirmed),
 * password, where you are signed in (sign out other sessions), theme, and your API tokens (create,
 * shown once; revoke).
 */
export function AccountPage() {
  const { viewer, refresh } = useViewer();
  const [notice, setNotice] = useState<string | null>(null);
  const saved = (message: string) => {
    setNotice(message);
    refresh();
  };

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {settingsStrings.accountTitle}
      </Typography>
      {viewer ? (
        <>
          <ProfileSection key={viewer.account.name} account={viewer.account} onSaved={saved} />
          <EmailSection account={viewer.account} onChanged={saved} />
          <PasswordSection account={viewer.account} onChanged={setNotice} />
          <SessionsSection onChanged={setNotice} />
          <ThemeSection />
        </>
      ) : null}
      <ApiTokensSection />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
