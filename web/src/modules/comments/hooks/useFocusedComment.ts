import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const COMMENT_HASH = /^#comment-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The comment a link names (spec 000 §2: the hash carries the comment), or null. */
export function useFocusedCommentId(): string | null {
  const { hash } = useLocation();
  return COMMENT_HASH.exec(hash)?.[1]?.toLowerCase() ?? null;
}

/** Scrolls the linked comment into view once it is on the page. */
export function useScrollToComment(id: string | null, present: boolean): void {
  useEffect(() => {
    if (!id || !present) return;
    document.getElementById(`comment-${id}`)?.scrollIntoView({ block: 'center' });
  }, [id, present]);
}
