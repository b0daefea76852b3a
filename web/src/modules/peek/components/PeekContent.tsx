import { LazyInsightPage } from '../../insights/LazyInsightPage';
import { LazyNotePage } from '../../notes/LazyNotePage';
import { LazyPersonPage } from '../../people/LazyPersonPage';
import { LazyTagPage } from '../../tags/LazyTagPage';
import type { PeekTarget } from '../types/PeekTarget';

/**
 * The item's own page, the same component its route shows: the note with its editor and highlights
 * sidebar, the insight editor, the tag page, the person page. Unmounting it (closing the peek) closes its editor's
 * collaboration socket.
 */
export function PeekContent({ target }: { target: PeekTarget }) {
  switch (target.kind) {
    case 'note':
      return <LazyNotePage noteId={target.segment} />;
    case 'insight':
      return <LazyInsightPage insightId={target.segment} />;
    case 'tag':
      return <LazyTagPage tagId={target.segment} />;
    case 'person':
      return <LazyPersonPage personId={target.segment} />;
  }
}
