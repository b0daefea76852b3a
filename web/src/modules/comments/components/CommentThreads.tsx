import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { CommentFieldsFragment, CommentTargetType } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { useViewer } from '../../auth/hooks/useViewer';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useCommentActions } from '../hooks/useCommentActions';
import { useFocusedCommentId, useScrollToComment } from '../hooks/useFocusedComment';
import { COMMENTS_QUERY, COMMENT_MEMBERS_QUERY } from '../operations';
import { commentStrings } from '../strings';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';

/**
 * The comment threads of one note, highlight or insight: open threads first with their replies, a
 * composer for a new thread, resolved threads behind a toggle. Updates live (the shell refreshes
 * active queries on every workspace change), and marks the comment a `#comment-{id}` link names.
 */
export function CommentThreads({
  targetType,
  targetId,
  heading,
}: {
  targetType: CommentTargetType;
  targetId: string;
  heading?: string;
}) {
  const { data, error } = useGraphqlQuery(COMMENTS_QUERY, { targetType, targetId });
  const actions = useCommentActions(targetType, targetId);
  const membersQuery = useGraphqlQuery(COMMENT_MEMBERS_QUERY);
  const { viewer } = useViewer();
  // Mentioning oneself tells nobody anything: the picker offers the others.
  const members = (membersQuery.data?.members ?? []).filter((m) => m.id !== viewer?.account.id);
  // null: the default, which shows resolved threads only when a link names a comment in one.
  const [showResolvedChoice, setShowResolved] = useState<boolean | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const focusedId = useFocusedCommentId();

  const threads = useMemo(() => {
    const all = data?.comments ?? [];
    return all
      .filter((c) => c.parentId === null)
      .map((root) => ({ root, replies: all.filter((c) => c.parentId === root.id) }));
  }, [data]);
  const open = threads.filter((t) => !t.root.resolved);
  const resolved = threads.filter((t) => t.root.resolved);
  // A link to a comment in a resolved thread shows the resolved threads.
  const focusedResolved = resolved.some(
    (t) => t.root.id === focusedId || t.replies.some((r) => r.id === focusedId),
  );
  const showResolved = showResolvedChoice ?? focusedResolved;
  useScrollToComment(
    focusedId,
    (data?.comments ?? []).some((c) => c.id === focusedId),
  );

  const copyLink = (comment: CommentFieldsFragment) => {
    void navigator.clipboard
      ?.writeText(new URL(comment.path, window.location.origin).toString())
      .then(() => setCopied(true))
      .catch(() => undefined);
  };

  const threadProps = (root: CommentFieldsFragment) => ({
    members,
    focusedId,
    onReply: (body: string) => actions.comment(body, root.id),
    onEdit: actions.edit,
    onDelete: (id: string) => setDeleting(id),
    onResolve: () => actions.resolve(root.id),
    onReopen: () => actions.reopen(root.id),
    onCopyLink: copyLink,
  });

  return (
    <Stack spacing={1.5} data-testid="comment-threads">
      {heading ? (
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {heading}
        </Typography>
      ) : null}
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {data && threads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {commentStrings.empty}
        </Typography>
      ) : null}
      {open.map(({ root, replies }) => (
        <CommentThread key={root.id} root={root} replies={replies} {...threadProps(root)} />
      ))}
      {resolved.length > 0 ? (
        <Box>
          <Button size="small" onClick={() => setShowResolved(!showResolved)}>
            {showResolved ? commentStrings.hideResolved : commentStrings.showResolved(resolved.length)}
          </Button>
          {showResolved
            ? resolved.map(({ root, replies }) => (
                <CommentThread key={root.id} root={root} replies={replies} {...threadProps(root)} />
              ))
            : null}
        </Box>
      ) : null}
      <Divider />
      <Paper variant="outlined" sx={{ p: 1 }}>
        <CommentComposer
          members={members}
          label={commentStrings.newComment}
          placeholder={commentStrings.newCommentPlaceholder}
          submitLabel={commentStrings.send}
          onSubmit={(body) => actions.comment(body)}
        />
      </Paper>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-comment-title"
      >
        <DialogContent>
          <Typography id="delete-comment-title">{commentStrings.confirmDelete}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{commentStrings.cancel}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              const id = deleting;
              setDeleting(null);
              if (id) void actions.remove(id);
            }}
          >
            {commentStrings.delete}
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={copied && !actions.failure}
        autoHideDuration={4000}
        onClose={() => setCopied(false)}
        message={commentStrings.linkCopied}
      />
      {/* A refusal says why (the server's message names the field) until it is closed. */}
      <Snackbar open={actions.failure !== undefined} autoHideDuration={4000} onClose={actions.dismiss}>
        {actions.failure ? (
          <Alert severity="error" onClose={actions.dismiss}>
            {errorMessage(actions.failure)}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Stack>
  );
}
