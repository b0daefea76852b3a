import { itemPaths } from '../../common/utils/itemPath';
import type { ViewItem } from '../types/ViewItem';

/** Where a view's item opens: its note (a highlight: at the highlight) or its insight. */
export function itemLink(item: Pick<ViewItem, 'id' | 'type' | 'title' | 'noteId'>): string {
  switch (item.type) {
    case 'INSIGHT':
      return itemPaths.insight(item);
    case 'HIGHLIGHT':
      return `${itemPaths.note({ id: item.noteId ?? item.id, title: item.title })}#highlight-${item.id}`;
    default:
      return itemPaths.note(item);
  }
}
