import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { canEdit } from '../../projects/utils/canEdit';
import { HighlightTagPicker } from '../../tags/components/HighlightTagPicker';
import { useHighlightFromHash } from '../hooks/useHighlightFromHash';
import { useQuoteFromHash } from '../hooks/useQuoteFromHash';
import { useNoteHighlighting } from '../hooks/useNoteHighlighting';
import { HighlightButton } from './HighlightButton';
import { NoAccessPage } from '../../access/components/NoAccessPage';
import { isNotFound } from '../../graphql/utils/isNotFound';
import { DatapointPage } from '../../channels/datapoint-page/DatapointPage';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { PageLoadError } from '../../common/components/PageLoadError';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { NOTE_QUERY } from '../operations';
import { PROJECT_TITLE_QUERY } from '../../projects/operations';
import { noteStrings } from '../strings';
import { NoteMenu } from './NoteMenu';
import { NoteSidebar } from './NoteSidebar';
import { NoteTitle } from './NoteTitle';
import {
  LazyCollaborativeEditor,
  preloadCollaborativeEditor,
} from '../../editor/components/LazyCollaborativeEditor';
import type { EditorHighlight } from '../../editor/types/EditorSelection';
import { caretColor } from '../../editor/utils/caretColor';
import { useSuggestionMarks } from '../../ai/hooks/useSuggestionMarks';
import { useSuggestionsEnabled } from '../../ai/hooks/useSuggestionsEnabled';
import { HIGHLIGHTS_CHANGED } from '../../editor/utils/collaborationMessages';
import { MEMBERS_QUERY } from '../../settings/operations';
import { ProjectBreadcrumbs } from '../../projects/components/ProjectBreadcrumbs';
import { useProjectCanEdit } from '../../access/hooks/useProjectCanEdit';

// Uploads, the media player and transcripts load only when a note is opened.
const NoteFiles = lazy(() =>
  import('../../files/components/NoteFiles').then((module) => ({ default: module.NoteFiles })),
);

const FALLBACK_COLOR = '#9e9e9e';

/**
 * /data/:noteId: the note in the collaborative editor (everyone who has it open edits it together),
 * its highlights marked on their words, and a Highlights / Tags sidebar. Contributors select text
 * and press H (or the floating button) to highlight it; the tag picker opens at once. Viewers read.
 * A peek gives the note's id (`noteId`); the page's route gives it in the address.
 */
export function NotePage({ noteId: givenId }: { noteId?: string }) {
  const params = useParams();
  const noteId = givenId ?? params.noteId ?? '';
  // The editor's code downloads while the note's data loads, not after.
  useEffect(preloadCollaborativeEditor, []);
  const { data, error, loading, refetch } = useGraphqlQuery(NOTE_QUERY, { id: noteId });
  const projectId = data?.note.projectId ?? '';
  const project = useGraphqlQuery(PROJECT_TITLE_QUERY, { id: projectId }, { skip: !projectId });
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  // An Ask citation's words (#quote-{start}-{end}), marked beside the note's highlights.
  const quoteMark = useQuoteFromHash(editor);
  // Suggested highlights waiting for review, marked on their words (generative AI on).
  const suggestionMarks = useSuggestionMarks(editor, noteId, useSuggestionsEnabled());
  const { viewer } = useViewer();
  // The note's project may be private with a read entry for the caller: then it views only.
  const projectCanEdit = useProjectCanEdit(projectId);
  const editable = canEdit(viewer?.role) && projectCanEdit !== false;
  const members = useGraphqlQuery(MEMBERS_QUERY, {}, { skip: !editable });
  const onStateless = useCallback(
    (payload: string) => {
      if (payload === HIGHLIGHTS_CHANGED) refetch();
    },
    [refetch],
  );
  const noteHighlights = data?.note.highlights;
  const editorHighlights = useMemo<EditorHighlight[]>(
    () => [
      ...(noteHighlights ?? []).map((h) => ({
        id: h.id,
        startAnchor: h.startAnchor,
        endAnchor: h.endAnchor,
        detached: h.detached,
        color: h.tags[0]?.color ?? FALLBACK_COLOR,
        title: h.tags.map((t) => t.title).join(', '),
      })),
      ...(quoteMark ? [quoteMark] : []),
      ...suggestionMarks,
    ],
    [noteHighlights, quoteMark, suggestionMarks],
  );
  const highlighting = useNoteHighlighting({
    noteId: data?.note.id ?? '',
    projectId,
    highlights: data?.note.highlights ?? [],
    editable,
  });

  const select = useCallback((id: string) => {
    setActiveId(id);
    document.getElementById(`highlight-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  useHighlightFromHash(data !== undefined, select);

  if (loading && !data) return <LoadingState />;
  // Not a note: a channel's data point shares the address (spec 000 §2 /data/{datumData}); else a
  // note of a private project the member may not see, for which it offers an access request.
  if (isNotFound(error))
    return (
      <DatapointPage
        segment={noteId}
        otherwise={<NoAccessPage noteId={noteId} error={error} onRetry={refetch} />}
      />
    );
  if (error || !data) return <PageLoadError error={error} onRetry={refetch} />;
  const note = data.note;

  return (
    <>
      <ProjectBreadcrumbs project={project.data?.project ?? null} projectPath={(id) => `/projects/${id}`}>
        <Typography color="text.primary" noWrap sx={{ maxWidth: 320 }}>
          {note.title}
        </Typography>
      </ProjectBreadcrumbs>
      {/* The sidebar goes beside the text when the note's own width allows, not the window's: a
          Side peek is half the window wide (container query). */}
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { '@': 'minmax(0, 1fr)', '@md': 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 0.5 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <NoteTitle noteId={note.id} title={note.title} editable={editable} />
              </Box>
              {editable ? <NoteMenu note={note} /> : null}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {noteStrings.created(formatDate(note.createdAt), note.createdByName)}
            </Typography>
            {highlighting.picker ? null : <ErrorAlert error={highlighting.error} />}
            {editable ? null : (
              <Alert severity="info" sx={{ mb: 2 }}>
                {noteStrings.viewerReadOnly}
              </Alert>
            )}
            <LazyCollaborativeEditor
              documentName={`note.${note.id}`}
              readOnly={!editable}
              user={{
                name: viewer?.account.name ?? noteStrings.someone,
                color: caretColor(viewer?.account.id ?? ''),
              }}
              members={members.data?.members ?? []}
              highlights={editorHighlights}
              activeHighlightId={activeId ?? quoteMark?.id ?? null}
              onEditor={setEditor}
              onHighlightClick={select}
              onSelectionText={highlighting.setSelection}
              onSelectionKey={highlighting.onSelectionKey}
              onStateless={onStateless}
              testId="note-text"
              placeholder={noteStrings.textPlaceholder}
            />
            <Suspense fallback={null}>
              <NoteFiles noteId={note.id} projectId={projectId} editable={editable} />
            </Suspense>
          </Paper>
          <NoteSidebar
            noteId={note.id}
            projectId={note.projectId}
            highlights={note.highlights}
            activeId={activeId}
            onSelect={select}
            editable={editable}
            onRemoveTag={(highlightId, tagId) => void highlighting.removeTag(highlightId, tagId)}
            onAddTag={highlighting.openPicker}
            onDelete={(id) => void highlighting.deleteHighlight(id)}
            onHighlightsChanged={() => void refetch()}
          />
        </Box>
      </Box>
      {editable && highlighting.selection && !highlighting.picker ? (
        <HighlightButton
          position={highlighting.selection.rect}
          onClick={() => void highlighting.highlightSelection()}
        />
      ) : null}
      <HighlightTagPicker tagging={highlighting} />
    </>
  );
}
