import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { API_TOKENS_QUERY } from '../operations';
import { settingsStrings } from '../strings';
import type { ApiToken } from '../types/Settings';
import { CreateTokenDialog } from './CreateTokenDialog';
import { EmailSection } from './EmailSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { ThemeSection } from './ThemeSection';
import { RevokeTokenDialog } from './RevokeTokenDialog';

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
  const { data, error, loading, refetch } = useGraphqlQuery(API_TOKENS_QUERY);
  const [createOpen, setCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {settingsStrings.accountTitle}
      </Typography>
      {viewer ? (
        <>
          <ProfileSection key={viewer.account.name} account={viewer.account} onSaved={saved} />
          <EmailSection account={viewer.account} onChanged={saved} />
          <PasswordSection onChanged={setNotice} />
          <SessionsSection onChanged={setNotice} />
          <ThemeSection />
        </>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {settingsStrings.tokensTitle}
          </Typography>
          <Typography color="text.secondary">{settingsStrings.tokensSubtitle}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
          {settingsStrings.newToken}
        </Button>
      </Stack>
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data ? (
        <Paper variant="outlined">
          {data.apiTokens.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {settingsStrings.noTokens}
            </Typography>
          ) : (
            <List disablePadding aria-label={settingsStrings.tokensTitle}>
              {data.apiTokens.map((token, index) => (
                <ListItem
                  key={token.id}
                  divider={index < data.apiTokens.length - 1}
                  secondaryAction={
                    <Button color="error" onClick={() => setRevoking(token)}>
                      {settingsStrings.revoke}
                    </Button>
                  }
                >
                  <ListItemIcon>
                    <KeyIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={token.name}
                    secondary={`${settingsStrings.created} ${formatDate(token.createdAt)} · ${settingsStrings.lastUsed} ${
                      token.lastUsedAt ? formatDate(token.lastUsedAt) : settingsStrings.never.toLowerCase()
                    }`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ) : null}
      <CreateTokenDialog open={createOpen} onClose={() => setCreateOpen(false)} onCreated={refetch} />
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} onRevoked={refetch} />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}
