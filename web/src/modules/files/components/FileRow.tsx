import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../common/utils/formatDate';
import { fileStrings } from '../strings';
import type { FileItem } from '../types/FileItem';
import { formatBytes } from '../utils/formatBytes';
import { formatTimestamp } from '../utils/formatTimestamp';
import { FileTypeIcon } from './FileTypeIcon';

const STATUS_COLORS = { UPLOADING: 'info', DONE: 'success', FAILED: 'error', CANCELLED: 'default' } as const;

/** A file of the note: type icon, name, size and state; play and open its reel (media), download and delete. */
export function FileRow({
  file,
  playing,
  editable,
  onPlay,
  reelPath,
  onDelete,
}: {
  file: FileItem;
  playing: boolean;
  editable: boolean;
  onPlay?: () => void;
  /** Where the recording's reel (its audio/video highlights, played one after another) opens. */
  reelPath?: string;
  onDelete: () => void;
}) {
  const ready = file.status === 'DONE';
  return (
    <ListItem
      divider
      data-testid="file-row"
      sx={{ pr: 23, bgcolor: playing ? 'action.selected' : undefined }}
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          {ready && onPlay ? (
            <IconButton aria-label={fileStrings.play(file.name)} onClick={onPlay} aria-pressed={playing}>
              <PlayCircleOutlineIcon />
            </IconButton>
          ) : null}
          {ready && reelPath ? (
            <IconButton aria-label={fileStrings.reel(file.name)} component={RouterLink} to={reelPath}>
              <VideoLibraryOutlinedIcon />
            </IconButton>
          ) : null}
          {ready ? (
            <IconButton aria-label={fileStrings.download(file.name)} href={`${file.url}?download=1`}>
              <DownloadOutlinedIcon />
            </IconButton>
          ) : null}
          {editable && file.status !== 'UPLOADING' ? (
            <IconButton aria-label={fileStrings.deleteFile(file.name)} onClick={onDelete}>
              <DeleteOutlineIcon />
            </IconButton>
          ) : null}
        </Stack>
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <FileTypeIcon type={file.fileType} />
      </ListItemIcon>
      <ListItemText
        primary={file.name}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <span>
              {/* Only a finished upload has a size: a failed or cancelled one kept no bytes. */}
              {[
                fileStrings.type[file.fileType],
                file.durationMs !== null ? formatTimestamp(file.durationMs) : null,
                ready ? formatBytes(file.size) : null,
                formatDate(file.createdAt),
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {file.status !== 'DONE' ? (
              <Chip
                component="span"
                size="small"
                variant="outlined"
                color={STATUS_COLORS[file.status]}
                label={fileStrings.status[file.status]}
              />
            ) : null}
          </Stack>
        }
        slotProps={{ primary: { noWrap: true }, secondary: { component: 'span' } }}
      />
    </ListItem>
  );
}
