import BorderColorIcon from '@mui/icons-material/BorderColor';
import SubtitlesOutlinedIcon from '@mui/icons-material/SubtitlesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { TRANSCRIPT_QUERY, IMPORT_TRANSCRIPT_MUTATION } from '../operations';
import { fileStrings } from '../strings';
import type { FileItem } from '../types/FileItem';
import { formatTimestamp } from '../utils/formatTimestamp';
import { replaceTranscriptInCache } from '../utils/replaceTranscriptInCache';
import { TranscriptDownloads } from './TranscriptDownloads';
import { TranscriptLine } from './TranscriptLine';
import { TranscribeControl } from '../../transcription/components/TranscribeControl';

/** Whether a key press belongs to a text field (so H types an H there). */
function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A recording's transcript, time-synced with the player: import (WebVTT or SRT), the lines with
 * their times, the line being spoken marked while playing, a click to seek, and a selected stretch
 * of lines to highlight with H or the Highlight button.
 */
export function TranscriptPanel({
  file,
  currentMs,
  editable,
  pickerOpen,
  onSeek,
  onHighlight,
}: {
  file: FileItem;
  currentMs: number;
  editable: boolean;
  pickerOpen: boolean;
  onSeek: (ms: number) => void;
  /** Resolves true when the highlight was made (then the selection clears). */
  onHighlight: (startMs: number, endMs: number, anchor: { top: number; left: number }) => Promise<boolean>;
}) {
  const { data, error, loading, refetch } = useGraphqlQuery(TRANSCRIPT_QUERY, { id: file.id });
  const helpId = useId();
  const [importTranscript, importing] = useGraphqlMutation(IMPORT_TRANSCRIPT_MUTATION, {
    update: replaceTranscriptInCache,
  });
  const [selection, setSelection] = useState<{ anchor: number; focus: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const cues = data?.file.transcript ?? [];
  const spokenIndex = cues.findIndex((c) => currentMs >= c.startMs && currentMs < c.endMs);
  const from = selection ? Math.min(selection.anchor, selection.focus) : -1;
  const to = selection ? Math.max(selection.anchor, selection.focus) : -1;

  async function importFile(picked: File | undefined) {
    if (!picked) return;
    const content = await picked.text();
    if (inputRef.current) inputRef.current.value = '';
    if (await importTranscript({ input: { fileId: file.id, content } })) setSelection(null);
  }

  function activate(index: number, extend: boolean) {
    const cue = cues[index];
    if (!cue) return;
    if (extend && selection) {
      setSelection({ anchor: selection.anchor, focus: index });
      return;
    }
    setSelection({ anchor: index, focus: index });
    onSeek(cue.startMs);
  }

  const highlightSelection = async () => {
    const first = cues[from];
    const last = cues[to];
    if (!first || !last) return;
    const box = barRef.current?.getBoundingClientRect();
    // The picker takes the focus; a line keeping it would be handed it back mid-open by the
    // picker's focus trap, which then falls back to its frame instead of the search field.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.closest('[role="listbox"]')) {
      returnFocusTo.current = focused.dataset.cueIndex ?? null;
      focused.blur();
    }
    const made = await onHighlight(first.startMs, last.endMs, {
      top: (box?.bottom ?? 120) + 4,
      left: box?.left ?? 120,
    });
    if (made) setSelection(null);
  };
  // The line that had the focus before the tag picker took it gets it back when the picker closes.
  const returnFocusTo = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (pickerOpen || returnFocusTo.current === null) return;
    listRef.current?.querySelector<HTMLElement>(`[data-cue-index="${returnFocusTo.current}"]`)?.focus();
    returnFocusTo.current = null;
  }, [pickerOpen]);

  const highlightRef = useRef(highlightSelection);
  highlightRef.current = highlightSelection;

  useEffect(() => {
    if (!editable || !selection || pickerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'h' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingInField(event.target)) return;
      event.preventDefault();
      void highlightRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [editable, selection, pickerOpen]);

  return (
    <Box component="section" aria-label={fileStrings.transcriptLabel(file.name)} sx={{ mt: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <SubtitlesOutlinedIcon color="action" />
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {fileStrings.transcriptTitle}
        </Typography>
        {editable ? (
          <>
            <input
              ref={inputRef}
              type="file"
              accept=".vtt,.srt,text/vtt,application/x-subrip"
              hidden
              data-testid="transcript-input"
              onChange={(event) => void importFile(event.target.files?.[0])}
            />
            <Button
              size="small"
              variant="outlined"
              disabled={importing.loading}
              onClick={() => inputRef.current?.click()}
            >
              {cues.length ? fileStrings.replaceTranscript : fileStrings.importTranscript}
            </Button>
          </>
        ) : null}
      </Stack>
      <TranscribeControl fileId={file.id} editable={editable} onTranscribed={refetch} />
      <ErrorAlert error={importing.error} />
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && cues.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {editable ? fileStrings.noTranscript : fileStrings.noTranscriptViewer}
          {editable ? ` (${fileStrings.importHint})` : ''}
        </Typography>
      ) : null}
      {cues.length > 0 ? (
        <>
          <TranscriptDownloads fileId={file.id} fileName={file.name} />
          <Typography id={helpId} variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
            {editable ? fileStrings.transcriptHelp : fileStrings.transcriptHelpViewer}
          </Typography>
          {selection && editable ? (
            <Stack
              ref={barRef}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', mb: 1, p: 1, borderRadius: 1, bgcolor: 'action.hover' }}
              data-testid="transcript-selection"
            >
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                {fileStrings.selectedLines(
                  to - from + 1,
                  formatTimestamp(cues[from]?.startMs ?? 0),
                  formatTimestamp(cues[to]?.endMs ?? 0),
                )}
              </Typography>
              <Button size="small" onClick={() => setSelection(null)}>
                {fileStrings.clearSelection}
              </Button>
              <Button
                size="small"
                variant="contained"
                startIcon={<BorderColorIcon />}
                title={fileStrings.highlightShortcut}
                onClick={() => void highlightSelection()}
                data-testid="transcript-highlight-button"
              >
                {fileStrings.highlightStretch} (H)
              </Button>
            </Stack>
          ) : null}
          <Box
            component="ol"
            ref={listRef}
            role="listbox"
            aria-multiselectable="true"
            aria-label={fileStrings.transcriptLabel(file.name)}
            aria-describedby={helpId}
            sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 360, overflowY: 'auto' }}
          >
            {cues.map((cue, index) => (
              <TranscriptLine
                key={cue.id}
                cue={cue}
                index={index}
                spoken={index === spokenIndex}
                selected={index >= from && index <= to}
                onActivate={activate}
              />
            ))}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
