import IconButton from '@mui/material/IconButton';
import LinkIcon from '@mui/icons-material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useState } from 'react';
import type { CommentFieldsFragment } from '../../../gql/graphql';
import { MemberAvatar } from '../../common/components/MemberAvatar';
import { commentStrings } from '../strings';
import type { MentionMember } from '../utils/mentionMarkup';
import { CommentBody } from './CommentBody';
import { CommentComposer } from './CommentComposer';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One comment: author, time, text, and what the caller may do with it (copy link, edit, delete). */
export function CommentItem({
  comment,
  members,
  focused,
  onEdit,
  onDelete,
  onCopyLink,
}: {
  comment: CommentFieldsFragment;
  members: readonly MentionMember[];
  /** The comment the URL hash names: marked and scrolled to. */
  focused: boolean;
  onEdit: (body: string) => Promise<boolean>;
  onDelete: () => void;
  onCopyLink: () => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  return (
    <Box
      id={`comment-${comment.id}`}
      data-testid="comment"
      sx={{
        p: 1,
        borderRadius: 1,
        scrollMarginTop: 96,
        // The comment a link opened: marked, not shouted.
        outline: focused ? 2 : 0,
        outlineColor: 'primary.light',
        transition: 'background-color 1s',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <MemberAvatar id={comment.author.id} name={comment.author.name} />
        <Typography variant="subtitle2" noWrap sx={{ flexShrink: 1, minWidth: 0 }}>
          {comment.author.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {timeFormat.format(new Date(comment.createdAt))}
          {comment.editedAt ? ` · ${commentStrings.edited}` : ''}
        </Typography>
        {comment.deleted ? null : (
          <Tooltip title={commentStrings.copyLink}>
            <IconButton size="small" aria-label={commentStrings.copyLink} onClick={onCopyLink}>
              <LinkIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {comment.canEdit || comment.canDelete ? (
          <IconButton
            size="small"
            aria-label={commentStrings.actions(comment.author.name)}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <MoreHorizIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <Box sx={{ pl: 4, pt: 0.5 }}>
        {comment.deleted ? (
          <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
            {commentStrings.deleted}
          </Typography>
        ) : editing ? (
          <CommentComposer
            members={members}
            initialBody={comment.body}
            label={commentStrings.edit}
            placeholder={commentStrings.newCommentPlaceholder}
            submitLabel={commentStrings.save}
            autoFocus
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              const saved = await onEdit(body);
              if (saved) setEditing(false);
              return saved;
            }}
          />
        ) : (
          <CommentBody body={comment.body} />
        )}
      </Box>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        {comment.canEdit ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setEditing(true);
            }}
          >
            {commentStrings.edit}
          </MenuItem>
        ) : null}
        {comment.canDelete ? (
          <MenuItem
            onClick={() => {
              setMenu(null);
              onDelete();
            }}
          >
            {commentStrings.delete}
          </MenuItem>
        ) : null}
      </Menu>
    </Box>
  );
}
