import AddIcon from '@mui/icons-material/Add';
import KeyIcon from '@mui/icons-material/Key';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import type { MutationState } from '../../graphql/hooks/useGraphqlMutation';
import { settingsStrings } from '../strings';
import type { SecretToken } from '../types/Settings';
import { CreateSecretTokenDialog, type CreateSecretTokenStrings } from './CreateSecretTokenDialog';
import { RevokeSecretTokenDialog } from './RevokeSecretTokenDialog';

/** What differs between kinds of secret token (API, SCIM) in their section. */
export interface SecretTokensStrings extends CreateSecretTokenStrings {
  heading: string;
  subtitle: string;
  empty: string;
  revokeBody: string;
}

/**
 * One kind of secret token (API tokens of /settings/user/account, SCIM tokens of /settings/users): a
 * heading, a "new" button, the tokens with when each was created and last used, and the create (secret
 * shown once) and revoke dialogs. The caller owns the query and mutations; `children` go under the
 * heading (the SCIM base URL).
 */
export function SecretTokensSection({
  strings,
  tokens,
  loading,
  error,
  refetch,
  create,
  creating,
  revoke,
  revoking,
  children,
}: {
  strings: SecretTokensStrings;
  tokens: readonly SecretToken[] | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  create: (name: string) => Promise<string | undefined>;
  creating: MutationState;
  revoke: (id: string) => Promise<boolean>;
  revoking: MutationState;
  children?: ReactNode;
}) {
  const [createOpen, setCreateOpen] = useState(false);
  const [toRevoke, setToRevoke] = useState<SecretToken | null>(null);

  return (
    <Box component="section" sx={{ mt: 4 }} aria-label={strings.heading}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {strings.heading}
          </Typography>
          <Typography color="text.secondary">{strings.subtitle}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
          {strings.title}
        </Button>
      </Stack>
      {children}
      {loading && !tokens ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {tokens ? (
        <Paper variant="outlined" sx={{ mt: 2 }}>
          {tokens.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {strings.empty}
            </Typography>
          ) : (
            <List disablePadding aria-label={strings.heading}>
              {tokens.map((token, index) => (
                <ListItem
                  key={token.id}
                  divider={index < tokens.length - 1}
                  secondaryAction={
                    <Button color="error" onClick={() => setToRevoke(token)}>
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
      <CreateSecretTokenDialog
        open={createOpen}
        strings={strings}
        create={create}
        state={creating}
        onClose={() => setCreateOpen(false)}
        onCreated={refetch}
      />
      <RevokeSecretTokenDialog
        token={toRevoke}
        body={strings.revokeBody}
        revoke={revoke}
        state={revoking}
        onClose={() => setToRevoke(null)}
        onRevoked={refetch}
      />
    </Box>
  );
}
