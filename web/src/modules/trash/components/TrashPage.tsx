import type { ApolloCache } from '@apollo/client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { canEdit } from '../../projects/utils/canEdit';
import {
  DELETE_INSIGHT_FOREVER,
  DELETE_NOTE_FOREVER,
  DELETE_PROJECT_FOREVER,
  RESTORE_INSIGHT_FROM_TRASH,
  RESTORE_NOTE_FROM_TRASH,
  RESTORE_PROJECT_FROM_TRASH,
  TRASH_QUERY,
} from '../operations';
import { trashStrings } from '../strings';
import type { TrashItem } from '../types/TrashItem';
import { leaveTrashInCache } from '../utils/leaveTrashInCache';

/**
 * /settings/trash (optional ?projectId=): deleted projects, notes and insights with who deleted them and
 * when; Restore, and Delete forever after a confirmation (projects: managers only).
 */
export function TrashPage() {
  const [params] = useSearchParams();
  const projectId = params.get('projectId');
  const role = useViewer().viewer?.role;
  const editable = canEdit(role);
  const { data, error, loading, refetch } = useGraphqlQuery(TRASH_QUERY, { projectId });
  const [confirming, setConfirming] = useState<TrashItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  // Each restore and delete forever takes its item out of the cached trash lists: no refetch.
  const restore = (item: TrashItem) => {
    const update = (cache: ApolloCache) => leaveTrashInCache(cache, item, 'restored');
    const request =
      item.kind === 'PROJECT'
        ? graphqlRequest(RESTORE_PROJECT_FROM_TRASH, { id: item.id }, { update })
        : item.kind === 'NOTE'
          ? graphqlRequest(RESTORE_NOTE_FROM_TRASH, { id: item.id }, { update })
          : graphqlRequest(RESTORE_INSIGHT_FROM_TRASH, { id: item.id }, { update });
    request.then(
      () => setNotice({ severity: 'success', text: trashStrings.restored(item.title) }),
      (caught: unknown) => setNotice({ severity: 'error', text: errorMessage(caught) }),
    );
  };

  const deleteForever = async () => {
    if (!confirming) return;
    setBusy(true);
    setDeleteError(null);
    const update = (cache: ApolloCache) => leaveTrashInCache(cache, confirming, 'deletedForever');
    const variables = { id: confirming.id };
    try {
      if (confirming.kind === 'PROJECT') await graphqlRequest(DELETE_PROJECT_FOREVER, variables, { update });
      else if (confirming.kind === 'NOTE') await graphqlRequest(DELETE_NOTE_FOREVER, variables, { update });
      else await graphqlRequest(DELETE_INSIGHT_FOREVER, variables, { update });
      setNotice({ severity: 'success', text: trashStrings.deleted(confirming.title) });
      setConfirming(null);
    } catch (caught) {
      setDeleteError(caught);
    } finally {
      setBusy(false);
    }
  };

  const items = data?.trash ?? [];
  const projectTitle = items.find((i) => i.projectId === projectId)?.projectTitle;

  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {trashStrings.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {trashStrings.intro}
      </Typography>
      {projectId ? (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
          <Chip label={trashStrings.onlyProject(projectTitle ?? projectId)} />
          <Button component={RouterLink} to="/settings/trash" size="small">
            {trashStrings.showAll}
          </Button>
        </Stack>
      ) : null}
      {!editable && role ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {trashStrings.viewerHint}
        </Alert>
      ) : null}
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h6">{trashStrings.empty}</Typography>
          <Typography color="text.secondary">{trashStrings.emptyHint}</Typography>
        </Paper>
      ) : null}
      {items.length > 0 ? (
        <Paper variant="outlined">
          <List aria-label={trashStrings.title}>
            {items.map((item) => {
              const mayDeleteForever = item.kind === 'PROJECT' ? role === 'MANAGER' : editable;
              const when = formatDate(item.deletedAt);
              return (
                <ListItem key={item.id} divider data-testid="trash-item">
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Chip
                          size="small"
                          label={
                            item.kind === 'PROJECT'
                              ? trashStrings.kindProject
                              : item.kind === 'NOTE'
                                ? trashStrings.kindNote
                                : trashStrings.kindInsight
                          }
                        />
                        <span>{item.title}</span>
                      </Stack>
                    }
                    secondary={[
                      item.kind !== 'PROJECT' ? trashStrings.inProject(item.projectTitle) : null,
                      item.deletedBy
                        ? trashStrings.deletedBy(item.deletedBy.name ?? trashStrings.formerMember, when)
                        : trashStrings.deletedOn(when),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                  {editable ? (
                    <Stack direction="row" spacing={1} sx={{ ml: 2, flexShrink: 0 }}>
                      <Button
                        variant="outlined"
                        onClick={() => restore(item)}
                        aria-label={`${trashStrings.restore} ${item.title}`}
                      >
                        {trashStrings.restore}
                      </Button>
                      <Tooltip title={mayDeleteForever ? '' : trashStrings.managersOnly}>
                        <span>
                          <Button
                            color="error"
                            disabled={!mayDeleteForever}
                            onClick={() => {
                              setDeleteError(null);
                              setConfirming(item);
                            }}
                            aria-label={`${trashStrings.deleteForever} ${item.title}`}
                          >
                            {trashStrings.deleteForever}
                          </Button>
                        </span>
                      </Tooltip>
                    </Stack>
                  ) : null}
                </ListItem>
              );
            })}
          </List>
        </Paper>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={trashStrings.deleteForeverTitle}
        body={confirming ? trashStrings.deleteForeverBody(confirming.title, confirming.kind) : ''}
        confirmLabel={trashStrings.deleteForever}
        busy={busy}
        error={deleteError}
        onConfirm={() => void deleteForever()}
        onCancel={() => setConfirming(null)}
      />
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  );
}
