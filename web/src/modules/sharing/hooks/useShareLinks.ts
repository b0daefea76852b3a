import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  CREATE_HIGHLIGHT_SHARE_LINK_MUTATION,
  CREATE_NOTE_SHARE_LINK_MUTATION,
  CREATE_SHARE_LINK_MUTATION,
  HIGHLIGHT_SHARE_LINKS_QUERY,
  NOTE_SHARE_LINKS_QUERY,
  SHARE_LINKS_QUERY,
} from '../operations';
import type { ShareTarget } from '../types';

/**
 * The share links of an insight, a note or a highlight, and making a new one: one operation per
 * kind in the API, one shape here. Only the target's own query runs (the others are skipped).
 */
export function useShareLinks(target: ShareTarget, open: boolean) {
  const insight = useGraphqlQuery(
    SHARE_LINKS_QUERY,
    { insightId: target.id },
    { skip: !open || target.kind !== 'insight' },
  );
  const note = useGraphqlQuery(
    NOTE_SHARE_LINKS_QUERY,
    { noteId: target.id },
    { skip: !open || target.kind !== 'note' },
  );
  const highlight = useGraphqlQuery(
    HIGHLIGHT_SHARE_LINKS_QUERY,
    { highlightId: target.id },
    { skip: !open || target.kind !== 'highlight' },
  );
  const [createInsightLink, creatingInsightLink] = useGraphqlMutation(CREATE_SHARE_LINK_MUTATION);
  const [createNoteLink, creatingNoteLink] = useGraphqlMutation(CREATE_NOTE_SHARE_LINK_MUTATION);
  const [createHighlightLink, creatingHighlightLink] = useGraphqlMutation(
    CREATE_HIGHLIGHT_SHARE_LINK_MUTATION,
  );

  if (target.kind === 'insight')
    return {
      query: insight,
      links: insight.data?.shareLinks,
      create: () => createInsightLink({ insightId: target.id }),
      creating: creatingInsightLink,
    };
  if (target.kind === 'note')
    return {
      query: note,
      links: note.data?.noteShareLinks,
      create: () => createNoteLink({ noteId: target.id }),
      creating: creatingNoteLink,
    };
  return {
    query: highlight,
    links: highlight.data?.highlightShareLinks,
    create: () => createHighlightLink({ highlightId: target.id }),
    creating: creatingHighlightLink,
  };
}
