import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { channelStrings } from '../strings';

/**
 * The heading of a channel's, theme's or topic's page: title, description (or `about`, such as a
 * topic's words) and a line of facts, with Edit and Delete for contributors.
 */
export function ItemHeader({
  title,
  description,
  about,
  facts,
  action,
  canEdit,
  onEdit,
  onDelete,
}: {
  title: string;
  description: string;
  /** Shown under the title instead of a description. */
  about?: ReactNode;
  facts: ReactNode;
  /** A contributor's main action on the item, before Edit and Delete (such as "Write an insight"). */
  action?: ReactNode;
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-start' }, mb: 2, gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {description ? (
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}
          >
            {description}
          </Typography>
        ) : null}
        {about ? <Box sx={{ mt: 1 }}>{about}</Box> : null}
        <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mt: 1 }}>
          {facts}
        </Stack>
      </Box>
      {canEdit ? (
        <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
          {action}
          <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
            {channelStrings.edit}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete}>
            {channelStrings.delete}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
