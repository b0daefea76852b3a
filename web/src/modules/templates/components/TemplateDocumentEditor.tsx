import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EditorContent, type Editor, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { documentStyles } from '../../insights/utils/documentStyles';
import { insightDocument } from '../../insights/utils/insightDocument';
import { insightExtensions } from '../../insights/utils/insightExtensions';
import { templateStrings as strings } from '../strings';

/**
 * An insight template's document in the insight editor's schema (headings, lists, tables), kept in
 * the page until saved: a template is edited by one manager at a time, so it needs no live document.
 */
export function TemplateDocumentEditor({
  contentJson,
  content,
  editable,
  onReady,
  onChange,
}: {
  contentJson: string | null;
  content: string;
  editable: boolean;
  onReady: (editor: Editor) => void;
  onChange: () => void;
}) {
  const editor = useEditor({
    extensions: insightExtensions(),
    content: insightDocument(contentJson, content),
    editable,
    editorProps: {
      attributes: { 'aria-label': strings.documentLabel, role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: onChange,
  });
  useEffect(() => {
    if (editor) onReady(editor);
  }, [editor, onReady]);
  return (
    <>
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          minHeight: 240,
          '& .ProseMirror': { outline: 'none', minHeight: 200 },
          ...documentStyles,
        }}
      >
        <Box data-testid="template-document">
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {editable ? (
        <Typography variant="caption" color="text.secondary">
          {strings.documentHint}
        </Typography>
      ) : null}
    </>
  );
}
