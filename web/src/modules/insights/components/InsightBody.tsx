import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { Editor } from '@tiptap/react';
import { useMemo } from 'react';
import { useViewer } from '../../auth/hooks/useViewer';
import { LazyCollaborativeEditor } from '../../editor/components/LazyCollaborativeEditor';
import { caretColor } from '../../editor/utils/caretColor';
import { editorStrings } from '../../editor/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { MEMBERS_QUERY } from '../../settings/operations';
import { HighlightCard } from '../highlight-card/HighlightCardExtension';
import { HighlightSourceContext } from '../highlight-card/highlightSource';
import { workspaceHighlightSource } from '../highlight-card/workspaceHighlightSource';
import { insightStrings } from '../strings';
import type { Insight } from '../types/Insight';
import { documentStyles } from '../utils/documentStyles';

/**
 * The body of an insight page: the insight's shared document in the collaborative editor, so
 * several members write it together and see each other's carets; highlight cards show their quote,
 * source and tags. Read-only for viewers and while the insight is locked (the server enforces both).
 * The editor is handed to `onEditor` so the page can insert highlight cards.
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
  const extensions = useMemo(() => [HighlightCard], []);
  const { viewer } = useViewer();
  const members = useGraphqlQuery(MEMBERS_QUERY, {}, { skip: !editable });

  return (
    <HighlightSourceContext.Provider value={source}>
      <Box sx={documentStyles}>
        <LazyCollaborativeEditor
          // Locking or unlocking reconnects, so the server decides afresh whether this member may write.
          key={`${insight.id}:${editable}`}
          documentName={`insight.${insight.id}`}
          readOnly={!editable}
          user={{
            name: viewer?.account.name ?? editorStrings.someone,
            color: caretColor(viewer?.account.id ?? ''),
          }}
          members={members.data?.members ?? []}
          extensions={extensions}
          onEditor={onEditor}
          label={insightStrings.bodyLabel}
          testId="insight-body"
          placeholder={insightStrings.bodyPlaceholder}
        />
      </Box>
      {!editable && insight.content.trim() === '' && !insight.contentJson?.includes('highlightCard') ? (
        <Typography color="text.secondary">{insightStrings.emptyContent}</Typography>
      ) : null}
    </HighlightSourceContext.Provider>
  );
}
