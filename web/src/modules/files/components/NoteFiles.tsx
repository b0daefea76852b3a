import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { evicts } from '../../graphql/utils/evicts';
import { HighlightTagPicker } from '../../tags/components/HighlightTagPicker';
import { useMediaTime } from '../hooks/useMediaTime';
import { useTranscriptTagging } from '../hooks/useTranscriptTagging';
import { useUploads } from '../hooks/useUploads';
import { DELETE_FILE_MUTATION, FILES_QUERY } from '../operations';
import { fileStrings } from '../strings';
import type { FileItem } from '../types/FileItem';
import { FileRow } from './FileRow';
import { MediaPlayer } from './MediaPlayer';
import { TranscriptPanel } from './TranscriptPanel';
import { UploadRow } from './UploadRow';

const FILE_GONE = evicts('File');

function isMedia(file: FileItem): boolean {
  return file.status === 'DONE' && (file.fileType === 'AUDIO' || file.fileType === 'VIDEO');
}

/**
 * The files of a note: upload (button or drag and drop, with progress and cancel), the list with
 * type, size and state, delete, and for a recording the player with its time-synced transcript,
 * whose stretches can be highlighted and tagged (the note's cached highlights show them at once).
 */
export function NoteFiles({
  noteId,
  projectId,
  editable,
}: {
  noteId: string;
  projectId: string;
  editable: boolean;
}) {
  const { data, error, refetch } = useGraphqlQuery(FILES_QUERY, { noteId });
  const { uploads, start, dismiss } = useUploads(noteId, refetch);
  const [dragging, setDragging] = useState(false);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<FileItem | null>(null);
  const [deleteFile, deleteState] = useGraphqlMutation(DELETE_FILE_MUTATION, { update: FILE_GONE });
  const inputRef = useRef<HTMLInputElement>(null);
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const files = data?.files ?? [];
  const playing = files.find((f) => f.id === playingId && isMedia(f)) ?? files.find(isMedia) ?? null;
  const currentMs = useMediaTime(mediaRef, playing?.url ?? '');
  const tagging = useTranscriptTagging({ projectId, editable });

  // An upload still running (here, in another tab or by another member) is read again until it ends.
  const anyUploading = files.some((f) => f.status === 'UPLOADING');
  useEffect(() => {
    if (!anyUploading) return;
    const timer = window.setTimeout(refetch, 1500);
    return () => window.clearTimeout(timer);
  }, [anyUploading, data, refetch]);

  const seek = useCallback((ms: number) => {
    const media = mediaRef.current;
    if (media) media.currentTime = ms / 1000;
  }, []);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!editable) return;
    const dropped = [...event.dataTransfer.files];
    if (dropped.length) start(dropped);
  }

  async function confirmDelete() {
    if (!deleting) return;
    if ((await deleteFile({ id: deleting.id })) === undefined) return;
    setDeleting(null);
  }

  return (
    <Box
      component="section"
      aria-label={fileStrings.sectionLabel}
      onDragOver={(event: DragEvent) => {
        if (!editable) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="note-files"
      sx={{
        mt: 4,
        pt: 3,
        borderTop: 1,
        borderColor: 'divider',
        position: 'relative',
        outline: dragging ? 2 : 0,
        outlineStyle: 'dashed',
        outlineColor: 'primary.main',
        outlineOffset: 4,
        borderRadius: 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {fileStrings.sectionTitle}
        </Typography>
        {editable ? (
          <>
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              data-testid="file-input"
              onChange={(event) => {
                const picked = [...(event.target.files ?? [])];
                if (picked.length) start(picked);
                event.target.value = '';
              }}
            />
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => inputRef.current?.click()}
            >
              {fileStrings.upload}
            </Button>
          </>
        ) : null}
      </Stack>
      {editable ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {dragging ? fileStrings.dropHere : fileStrings.dropHint}
        </Typography>
      ) : null}
      <ErrorAlert error={error} onRetry={refetch} />
      <Stack spacing={1} sx={{ my: uploads.length ? 1 : 0 }}>
        {uploads.map((upload) => (
          <UploadRow key={upload.key} upload={upload} onDismiss={() => dismiss(upload.key)} />
        ))}
      </Stack>
      {data && files.length === 0 && uploads.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {editable ? fileStrings.noFiles : fileStrings.noFilesViewer}
        </Typography>
      ) : null}
      {files.length > 0 ? (
        <List dense disablePadding>
          {files.map((file) => (
            <FileRow
              key={file.id}
              file={file}
              editable={editable}
              playing={playing?.id === file.id}
              onPlay={isMedia(file) ? () => setPlayingId(file.id) : undefined}
              reelPath={isMedia(file) ? `/data/${noteId}/reels/${file.id}` : undefined}
              onDelete={() => {
                deleteState.reset();
                setDeleting(file);
              }}
            />
          ))}
        </List>
      ) : null}
      {playing ? (
        <Box sx={{ mt: 2 }}>
          <MediaPlayer key={playing.id} file={playing} mediaRef={mediaRef} />
          <TranscriptPanel
            key={`transcript-${playing.id}`}
            file={playing}
            currentMs={currentMs}
            editable={editable}
            pickerOpen={tagging.picker !== null}
            onSeek={seek}
            onHighlight={(startMs, endMs, anchor) => tagging.highlight(playing.id, startMs, endMs, anchor)}
          />
          {tagging.picker ? null : <ErrorAlert error={tagging.error} />}
        </Box>
      ) : null}
      <HighlightTagPicker tagging={tagging} />
      <ConfirmDialog
        open={deleting !== null}
        title={fileStrings.deleteTitle}
        body={fileStrings.deleteBody(deleting?.name ?? '')}
        confirmLabel={fileStrings.delete}
        busy={deleteState.loading}
        error={deleteState.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
