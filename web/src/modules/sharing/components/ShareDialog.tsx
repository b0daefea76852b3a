import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CopyField } from '../../common/components/CopyField';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { commonStrings } from '../../common/strings';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useShareLinks } from '../hooks/useShareLinks';
import { REVOKE_SHARE_LINK_MUTATION } from '../operations';
import { sharingStrings } from '../strings';
import type { ShareTarget } from '../types';
import { publicShareUrl } from '../utils/publicShareUrl';

/**
 * Create, copy and revoke the public links of an insight (only a published one), a note or a
 * highlight: the one dialog for sharing anything outside the workspace.
 */
export function ShareDialog({
  target,
  editable,
  open,
  onClose,
}: {
  target: ShareTarget;
  editable: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { query, links, create, creating } = useShareLinks(target, open);
  const [revoke, revoking] = useGraphqlMutation(REVOKE_SHARE_LINK_MUTATION);
  const list = links ?? [];

  const close = () => {
    creating.reset();
    revoking.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title">{sharingStrings.shareTitle(target.kind)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{sharingStrings.shareIntro(target.kind)}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mb: 2 }}>
          {sharingStrings.shareBorrowsAccess}
        </DialogContentText>
        {!target.shareable ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {sharingStrings.shareNeedsPublish}
          </Alert>
        ) : null}
        {creating.error ? <ErrorNotice error={creating.error} /> : null}
        {revoking.error ? <Alert severity="error">{errorMessage(revoking.error)}</Alert> : null}
        {query.loading && !links ? <LoadingState /> : null}
        <ErrorAlert error={query.error} onRetry={query.refetch} />
        {links && list.length === 0 ? (
          <Typography color="text.secondary">{sharingStrings.noLinks(target.kind)}</Typography>
        ) : null}
        {list.length > 0 ? (
          <List aria-label={sharingStrings.linksLabel} disablePadding>
            {list.map((link) => (
              <ListItem
                key={link.id}
                disableGutters
                divider
                data-testid="share-link"
                sx={{ display: 'block' }}
              >
                {link.active ? (
                  <CopyField label={sharingStrings.linkLabel} value={publicShareUrl(link.path)} />
                ) : (
                  <Typography sx={{ textDecoration: 'line-through', color: 'text.secondary', my: 1 }}>
                    {publicShareUrl(link.path)}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Chip
                    size="small"
                    label={link.active ? sharingStrings.active : sharingStrings.revoked}
                    color={link.active ? 'success' : 'default'}
                    variant={link.active ? 'filled' : 'outlined'}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {link.revokedAt
                      ? sharingStrings.linkRevokedOn(formatDate(link.revokedAt))
                      : sharingStrings.linkCreatedOn(formatDate(link.createdAt))}
                  </Typography>
                  {editable && link.active ? (
                    <Button
                      color="error"
                      size="small"
                      disabled={revoking.loading}
                      aria-label={sharingStrings.revokeLabel(link.token)}
                      onClick={async () => {
                        if (await revoke({ id: link.id })) query.refetch();
                      }}
                    >
                      {sharingStrings.revoke}
                    </Button>
                  ) : null}
                </Stack>
              </ListItem>
            ))}
          </List>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{commonStrings.close}</Button>
        {editable ? (
          <Button
            variant="contained"
            disabled={!target.shareable || creating.loading}
            onClick={async () => {
              if (await create()) query.refetch();
            }}
          >
            {creating.loading ? sharingStrings.creatingLink : sharingStrings.createLink}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
