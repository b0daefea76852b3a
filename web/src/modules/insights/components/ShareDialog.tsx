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
import { LoadingState } from '../../common/components/LoadingState';
import { commonStrings } from '../../common/strings';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { CREATE_SHARE_LINK_MUTATION, REVOKE_SHARE_LINK_MUTATION, SHARE_LINKS_QUERY } from '../operations';
import { insightStrings } from '../strings';
import type { Insight } from '../types/Insight';
import { publicInsightUrl } from '../utils/publicInsightUrl';

/** Create, copy and revoke the public links of an insight (only published insights can be shared). */
export function ShareDialog({
  insight,
  editable,
  open,
  onClose,
}: {
  insight: Insight;
  editable: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const links = useGraphqlQuery(SHARE_LINKS_QUERY, { insightId: insight.id }, { skip: !open });
  const [create, creating] = useGraphqlMutation(CREATE_SHARE_LINK_MUTATION);
  const [revoke, revoking] = useGraphqlMutation(REVOKE_SHARE_LINK_MUTATION);
  const list = links.data?.shareLinks ?? [];

  const close = () => {
    creating.reset();
    revoking.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="share-dialog-title">
      <DialogTitle id="share-dialog-title">{insightStrings.shareTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{insightStrings.shareIntro}</DialogContentText>
        {!insight.published ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {insightStrings.shareNeedsPublish}
          </Alert>
        ) : null}
        {creating.error ? <ErrorNotice error={creating.error} /> : null}
        {revoking.error ? <Alert severity="error">{errorMessage(revoking.error)}</Alert> : null}
        {links.loading && !links.data ? <LoadingState /> : null}
        <ErrorAlert error={links.error} onRetry={links.refetch} />
        {links.data && list.length === 0 ? (
          <Typography color="text.secondary">{insightStrings.noLinks}</Typography>
        ) : null}
        {list.length > 0 ? (
          <List aria-label={insightStrings.linksLabel} disablePadding>
            {list.map((link) => (
              <ListItem
                key={link.id}
                disableGutters
                divider
                data-testid="share-link"
                sx={{ display: 'block' }}
              >
                {link.active ? (
                  <CopyField label={insightStrings.linkLabel} value={publicInsightUrl(link.token)} />
                ) : (
                  <Typography sx={{ textDecoration: 'line-through', color: 'text.secondary', my: 1 }}>
                    {publicInsightUrl(link.token)}
                  </Typography>
                )}
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Chip
                    size="small"
                    label={link.active ? insightStrings.active : insightStrings.revoked}
                    color={link.active ? 'success' : 'default'}
                    variant={link.active ? 'filled' : 'outlined'}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
                    {link.revokedAt
                      ? insightStrings.linkRevokedOn(formatDate(link.revokedAt))
                      : insightStrings.linkCreatedOn(formatDate(link.createdAt))}
                  </Typography>
                  {editable && link.active ? (
                    <Button
                      color="error"
                      size="small"
                      disabled={revoking.loading}
                      aria-label={insightStrings.revokeLabel(link.token)}
                      onClick={async () => {
                        if (await revoke({ id: link.id })) links.refetch();
                      }}
                    >
                      {insightStrings.revoke}
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
            disabled={!insight.published || creating.loading}
            onClick={async () => {
              if (await create({ insightId: insight.id })) links.refetch();
            }}
          >
            {creating.loading ? insightStrings.creatingLink : insightStrings.createLink}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
