import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Paper from '@mui/material/Paper';
import ReplayIcon from '@mui/icons-material/Replay';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CommentFieldsFragment } from '../../../gql/graphql';
import { commentStrings } from '../strings';
import type { MentionMember } from '../utils/mentionMarkup';
import { CommentComposer } from './CommentComposer';
import { CommentItem } from './CommentItem';

/** A thread: its first comment, its replies, reply box, and resolve or reopen. */
export function CommentThread({
  root,
  replies,
  members,
  focusedId,
  onReply,
  onEdit,
  onDelete,
  onResolve,
  onReopen,
  onCopyLink,
}: {
  root: CommentFieldsFragment;
  replies: CommentFieldsFragment[];
  members: readonly MentionMember[];
  focusedId: string | null;
  onReply: (body: string) => Promise<boolean>;
  onEdit: (id: string, body: string) => Promise<boolean>;
  onDelete: (id: string) => void;
  onResolve: () => Promise<boolean>;
  onReopen: () => Promise<boolean>;
  onCopyLink: (comment: CommentFieldsFragment) => void;
}) {
  const [replying, setReplying] = useState(false);
  const item = (comment: CommentFieldsFragment) => (
    <CommentItem
      key={comment.id}
      comment={comment}
      members={members}
      focused={comment.id === focusedId}
      onEdit={(body) => onEdit(comment.id, body)}
      onDelete={() => onDelete(comment.id)}
      onCopyLink={() => onCopyLink(comment)}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={commentStrings.thread(root.author.name)}
      data-testid="comment-thread"
      sx={{ p: 1, opacity: root.resolved ? 0.8 : 1 }}
    >
      {item(root)}
      {replies.length > 0 ? (
        <Box sx={{ ml: 2, pl: 1, borderLeft: 2, borderColor: 'divider' }}>{replies.map(item)}</Box>
      ) : null}
      {root.resolved && root.resolvedBy ? (
        <Typography variant="caption" color="success.main" component="p" sx={{ px: 1 }}>
          {commentStrings.resolvedBy(root.resolvedBy.name)}
        </Typography>
      ) : null}
      {replying ? (
        <Box sx={{ pt: 1 }}>
          <CommentComposer
            members={members}
            label={commentStrings.reply}
            placeholder={commentStrings.replyPlaceholder}
            submitLabel={commentStrings.sendReply}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (body) => {
              const saved = await onReply(body);
              if (saved) setReplying(false);
              return saved;
            }}
          />
        </Box>
      ) : (
        <Stack direction="row" spacing={1} sx={{ pt: 0.5 }}>
          <Button size="small" onClick={() => setReplying(true)}>
            {commentStrings.reply}
          </Button>
          {root.resolved ? (
            <Button size="small" startIcon={<ReplayIcon />} onClick={() => void onReopen()}>
              {commentStrings.reopen}
            </Button>
          ) : (
            <Button size="small" startIcon={<CheckCircleOutlineIcon />} onClick={() => void onResolve()}>
              {commentStrings.resolve}
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
