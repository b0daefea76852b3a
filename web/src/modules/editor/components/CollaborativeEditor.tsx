import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Editor, EditorContent, type Extensions, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import type * as Y from 'yjs';
import { LoadingState } from '../../common/components/LoadingState';
import { HighlightDecorations, highlightDecorationsKey } from '../extensions/HighlightDecorations';
import { SelectionKey } from '../extensions/SelectionKey';
import { type Collaboration, useCollaboration } from '../hooks/useCollaboration';
import { editorStrings } from '../strings';
import type { EditorHighlight, EditorSelection, SaveState } from '../types/EditorSelection';
import type { MentionMember } from '../types/MentionMember';
import { selectionAnchors } from '../utils/anchors';
import { type CaretUser, editorExtensions } from '../utils/editorExtensions';
import { undoAndForget } from '../utils/undoAndForget';
import { EditorToolbar } from './EditorToolbar';
import { SaveIndicator } from './SaveIndicator';
import { editorContentSx, emptyDocumentPlaceholderSx } from './editorContentSx';

export interface CollaborativeEditorProps {
  /** `note.<uuid>` or `insight.<uuid>`. */
  documentName: string;
  /** Read-only for this member (the server enforces it too). */
  readOnly?: boolean;
  /** The caret this member shows to the others. */
  user: CaretUser;
  /** Who can be mentioned with @. */
  members?: MentionMember[];
  /**
   * More tiptap extensions; one named like a built-in one replaces it (the insights page gives
   * highlight cards a view that shows the quote, source and tags).
   */
  extensions?: Extensions;
  /** The editor once it exists (null when it goes), for commands from outside such as inserting a card. */
  onEditor?: (editor: Editor | null) => void;
  /** Highlights to mark in the text, from their anchors. */
  highlights?: EditorHighlight[];
  activeHighlightId?: string | null;
  onHighlightClick?: (id: string) => void;
  /** The current non-empty selection (null when it collapses). */
  onSelectionText?: (selection: EditorSelection | null) => void;
  /** H on a selection: return true when it was acted on. */
  onSelectionKey?: () => boolean;
  /** Stateless messages from the server about this document. */
  onStateless?: (payload: string) => void;
  /** Test id of the editable area. */
  testId?: string;
  /** The editable area's accessible name ("Document text" unless given). */
  label?: string;
  /** Shown in an empty document to those who may write in it. */
  placeholder?: string;
}

/**
 * A rich-text editor bound to a shared document on the collaboration server: everyone who has it
 * open sees each other's text and carets live; changes are kept while offline and sent when back.
 * Loaded lazily (see LazyCollaborativeEditor) so pages without it never download tiptap or Yjs.
 */
export default function CollaborativeEditor(props: CollaborativeEditorProps) {
  const collaboration = useCollaboration(props.documentName, props.onStateless);
  if (collaboration.refusal)
    return <Alert severity="error">{editorStrings.refused(collaboration.refusal)}</Alert>;
  if (!collaboration.doc || !collaboration.provider) return <LoadingState label={editorStrings.loading} />;
  return (
    <BoundEditor
      {...props}
      key={props.documentName}
      doc={collaboration.doc}
      provider={collaboration.provider}
      synced={collaboration.synced}
      saveState={props.readOnly ? 'readOnly' : collaboration.state}
      // Nothing typed after a refused edit could be saved: the text waits for the member's choice.
      readOnly={Boolean(props.readOnly) || collaboration.serverReadOnly || collaboration.editRefusal !== null}
      editRefusal={collaboration.editRefusal}
      onUndoRefused={(editor, doc) => {
        if (undoAndForget(editor, doc)) collaboration.reconnect();
        else collaboration.reload();
      }}
      onReloadRefused={collaboration.reload}
    />
  );
}

function BoundEditor({
  doc,
  provider,
  synced,
  saveState,
  readOnly,
  user,
  members = [],
  extensions = [],
  highlights = [],
  activeHighlightId = null,
  onHighlightClick,
  onSelectionText,
  onSelectionKey,
  onEditor,
  testId,
  label = editorStrings.editorLabel,
  placeholder,
  editRefusal,
  onUndoRefused,
  onReloadRefused,
}: CollaborativeEditorProps & {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  synced: boolean;
  saveState: SaveState;
  readOnly: boolean;
  editRefusal: Collaboration['editRefusal'];
  /** Undoes the refused edit and connects again (or reloads the document when there is nothing to undo). */
  onUndoRefused: (editor: Editor, doc: Y.Doc) => void;
  /** Drops the refused changes with every other unsaved one: the document is opened again from the server. */
  onReloadRefused: () => void;
}) {
  // The editor is built once per document; callbacks and lists it reads live in refs.
  const latest = useRef({ members, onHighlightClick, onSelectionText, onSelectionKey, readOnly });
  latest.current = { members, onHighlightClick, onSelectionText, onSelectionKey, readOnly };

  const editor = useEditor(
    {
      extensions: [
        ...editorExtensions({ doc, provider, user, members: () => latest.current.members }).filter(
          (builtIn) => !extensions.some((extra) => extra.name === builtIn.name),
        ),
        HighlightDecorations.configure({ onSelect: (id) => latest.current.onHighlightClick?.(id) }),
        SelectionKey.configure({
          key: 'h',
          onKey: () => !latest.current.readOnly && (latest.current.onSelectionKey?.() ?? false),
        }),
        ...extensions,
      ],
      editable: !readOnly,
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          'aria-label': label,
          'aria-multiline': 'true',
          role: 'textbox',
          ...(testId ? { 'data-testid': testId } : {}),
        },
      },
      onSelectionUpdate: ({ editor: current }) => {
        const report = latest.current.onSelectionText;
        if (!report) return;
        const { from, to, empty } = current.state.selection;
        const anchors = empty ? null : selectionAnchors(current.state, from, to);
        const text = empty ? '' : current.state.doc.textBetween(from, to, '\n');
        if (!anchors || text.trim() === '') return report(null);
        const start = current.view.coordsAtPos(from);
        const end = current.view.coordsAtPos(to);
        report({
          ...anchors,
          text,
          rect: { top: Math.min(start.top, end.top), left: (start.left + end.right) / 2, bottom: end.bottom },
        });
      },
    },
    [doc, provider],
  );

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  useEffect(() => {
    if (editor.isEditable === !readOnly) return;
    editor.setEditable(!readOnly);
  }, [editor, readOnly]);

  useEffect(() => {
    const storage = editor.storage as unknown as Record<
      string,
      { highlights: EditorHighlight[]; activeId: string | null }
    >;
    const own = storage.highlightDecorations;
    if (!own) return;
    own.highlights = highlights;
    own.activeId = activeHighlightId;
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(highlightDecorationsKey, true));
  }, [editor, highlights, activeHighlightId, synced]);

  return (
    <Box>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          borderBottom: 1,
          borderColor: 'divider',
          pb: 1,
          mb: 2,
          position: 'sticky',
          top: 64,
          bgcolor: 'background.paper',
          zIndex: 2,
        }}
      >
        {readOnly ? <Box /> : <EditorToolbar editor={editor} />}
        <SaveIndicator state={saveState} />
        {editRefusal ? (
          <Alert severity="error" data-testid="edit-refused" sx={{ flexBasis: '100%' }}>
            {editRefusal.kind === 'tooDeep'
              ? editorStrings.editRefusedTooDeep(editRefusal.maximumDepth)
              : editorStrings.editRefusedTooLarge(editRefusal.maximumParts)}
            {/* Below the message, not beside it: two labels this long would squeeze it into a column. */}
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => onUndoRefused(editor, doc)}
              >
                {editorStrings.undoAndReconnect}
              </Button>
              {editRefusal.kind === 'tooLarge' ? (
                <Button color="inherit" size="small" variant="outlined" onClick={onReloadRefused}>
                  {editorStrings.reloadDiscarding}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
      </Stack>
      {synced ? null : <LoadingState label={editorStrings.loading} />}
      <Box
        sx={[
          editorContentSx,
          { display: synced ? 'block' : 'none' },
          placeholder && !readOnly ? emptyDocumentPlaceholderSx(placeholder) : false,
        ]}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
