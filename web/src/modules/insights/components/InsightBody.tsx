import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EditorContent, type Editor, useEditor } from '@tiptap/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { HighlightSourceContext } from '../highlight-card/highlightSource';
import { workspaceHighlightSource } from '../highlight-card/workspaceHighlightSource';
import { UPDATE_INSIGHT_MUTATION } from '../operations';
import { insightStrings } from '../strings';
import type { Insight } from '../types/Insight';
import { insightDocument } from '../utils/insightDocument';
import { insightExtensions } from '../utils/insightExtensions';
import { documentStyles } from '../utils/documentStyles';

/** How long typing must pause before the document is saved. */
const SAVE_DELAY_MS = 800;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The body of an insight page: the document in a tiptap editor with highlight cards, saved through
 * updateInsight a moment after each change (read-only for viewers and while locked). This is the one
 * place the collaborative editor (modules/editor) replaces; it hands its editor to `onEditor` so
 * the page can insert highlight cards (`insertHighlightCard`).
 */
export function InsightBody({
  insight,
  editable,
  onEditor,
}: {
  insight: Insight;
  editable: boolean;
  onEditor?: (editor: Editor | null) => void;
}) {
  const source = useMemo(() => workspaceHighlightSource(), []);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [saveError, setSaveError] = useState<unknown>(null);
  const timer = useRef<number | undefined>(undefined);

  const editor = useEditor({
    extensions: insightExtensions(),
    content: insightDocument(insight.contentJson, insight.content),
    editable,
    editorProps: { attributes: bodyAttributes(editable) },
    onUpdate: ({ editor: changed, transaction }) => {
      // Only a changed document is saved (switching editable also emits an update).
      if (!transaction.docChanged || !changed.isEditable) return;
      window.clearTimeout(timer.current);
      setSaveState('saving');
      timer.current = window.setTimeout(() => {
        graphqlRequest(UPDATE_INSIGHT_MUTATION, {
          input: { id: insight.id, contentJson: JSON.stringify(changed.getJSON()) },
        }).then(
          () => {
            setSaveState('saved');
            setSaveError(null);
          },
          (caught: unknown) => {
            setSaveState('failed');
            setSaveError(caught);
          },
        );
      }, SAVE_DELAY_MS);
    },
  });

  useEffect(() => {
    if (!editor || editor.isEditable === editable) return;
    editor.setEditable(editable, false);
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: bodyAttributes(editable) },
    });
  }, [editor, editable]);
  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <HighlightSourceContext.Provider value={source}>
      {saveState === 'failed' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {insightStrings.saveFailed(errorMessage(saveError))}
        </Alert>
      ) : null}
      <Box sx={documentStyles}>
        <EditorContent editor={editor} />
      </Box>
      {!editable && editor?.isEmpty ? (
        <Typography color="text.secondary">{insightStrings.emptyContent}</Typography>
      ) : null}
      {editable ? (
        <Typography variant="caption" color="text.secondary" role="status" data-testid="insight-save-state">
          {saveState === 'saving' ? insightStrings.saving : saveState === 'saved' ? insightStrings.saved : ''}
        </Typography>
      ) : null}
    </HighlightSourceContext.Provider>
  );
}

/** The editable area is a labelled multi-line text box, read-only for viewers and while locked. */
function bodyAttributes(editable: boolean): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-readonly': String(!editable),
    'aria-label': insightStrings.bodyLabel,
    'data-testid': 'insight-body',
  };
}
