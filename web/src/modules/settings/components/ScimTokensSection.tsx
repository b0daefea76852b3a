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
import { useState } from 'react';
import { CopyField } from '../../common/components/CopyField';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SCIM_TOKENS_QUERY } from '../operations';
import { settingsStrings } from '../strings';
import type { ScimToken } from '../types/Settings';
import { CreateScimTokenDialog } from './CreateScimTokenDialog';
import { RevokeScimTokenDialog } from './RevokeScimTokenDialog';

/**
 * The SCIM provisioning section of /settings/users (managers): the workspace's SCIM base URL and its
 * SCIM tokens (created and shown once, listed, revoked).
 */
export function ScimTokensSection() {
  const { data, error, loading, refetch } = useGraphqlQuery(SCIM_TOKENS_QUERY);
  const [createOpen, setCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);

  return (
    <Box component="section" sx={{ mt: 4 }} aria-label={settingsStrings.scimTitle}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {settingsStrings.scimTitle}
          </Typography>
          <Typography color="text.secondary">{settingsStrings.scimSubtitle}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreateOpen(true)}>
          {settingsStrings.newScimToken}
        </Button>
      </Stack>
      <CopyField label={settingsStrings.scimBaseUrl} value={`${window.location.origin}/scim/v2`} />
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data ? (
        <Paper variant="outlined" sx={{ mt: 2 }}>
          {data.scimTokens.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {settingsStrings.noScimTokens}
            </Typography>
          ) : (
            <List disablePadding aria-label={settingsStrings.scimTitle}>
              {data.scimTokens.map((token, index) => (
                <ListItem
                  key={token.id}
                  divider={index < data.scimTokens.length - 1}
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
      <CreateScimTokenDialog open={createOpen} onClose={() => setCreateOpen(false)} onCreated={refetch} />
      <RevokeScimTokenDialog token={revoking} onClose={() => setRevoking(null)} onRevoked={refetch} />
    </Box>
  );
}
