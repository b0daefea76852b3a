import Box from '@mui/material/Box';
import { EditorContent, useEditor } from '@tiptap/react';
import { useMemo } from 'react';
import { type HighlightSource, HighlightSourceContext } from '../highlight-card/highlightSource';
import { documentStyles } from '../utils/documentStyles';
import { insightDocument } from '../utils/insightDocument';
import { insightExtensions } from '../utils/insightExtensions';

/** An insight document, read-only, with its highlight cards read from `source`. */
export function InsightDocumentView({
  contentJson,
  content,
  source,
}: {
  contentJson: string | null;
  content: string;
  source: HighlightSource;
}) {
  const document = useMemo(() => insightDocument(contentJson, content), [contentJson, content]);
  const editor = useEditor({
    extensions: insightExtensions(),
    content: document,
    editable: false,
    // Read-only text needs no label of its own: the page's heading names it.
    editorProps: { attributes: { 'data-testid': 'insight-body' } },
  });
  return (
    <HighlightSourceContext.Provider value={source}>
      <Box sx={documentStyles}>
        <EditorContent editor={editor} />
      </Box>
    </HighlightSourceContext.Provider>
  );
}
