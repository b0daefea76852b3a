import { itemPaths, itemSegment } from '../../common/utils/itemPath';
import { personPath } from '../../people/utils/personPath';
import type { SearchResultItem, SearchTextSegment } from '../types/SearchResultItem';

/** The whole text of a preview's segments. */
export function segmentsText(segments: readonly Pick<SearchTextSegment, 'text'>[]): string {
  return segments.map((segment) => segment.text).join('');
}

/**
 * The page a result opens (slug and short id paths, as everywhere in the app); a highlight opens its
 * note at the highlight, a channel data point its channel's data points.
 */
export function resultPath(
  item: Pick<SearchResultItem, 'id' | 'type' | 'noteId' | 'preview'> &
    Partial<Pick<SearchResultItem, 'channelId' | 'channelTitle'>>,
): string | null {
  const title = segmentsText(item.preview.title);
  switch (item.type) {
    case 'NOTE':
      return itemPaths.note({ id: item.id, title });
    case 'HIGHLIGHT':
      // A highlight's title is its note's title.
      return item.noteId ? `${itemPaths.note({ id: item.noteId, title })}#highlight-${item.id}` : null;
    case 'INSIGHT':
      return itemPaths.insight({ id: item.id, title });
    case 'PROJECT':
      return itemPaths.project({ id: item.id, title });
    case 'TAG':
      return itemPaths.tag({ id: item.id, title });
    case 'PROJECT_CATEGORY':
      return itemPaths.folder({ id: item.id, name: title });
    case 'PERSON':
      return personPath({ id: item.id, name: title });
    case 'CHANNEL':
      return `/channels/${itemSegment({ id: item.id, title })}`;
    case 'THEME':
      return `/themes/${itemSegment({ id: item.id, title })}`;
    case 'CHANNEL_DATAPOINT': {
      if (!item.channelId) return null;
      // Its title is its author (or, without one, its channel's title): the channel's data points
      // filtered by the author's name show it among few.
      const hash = new URLSearchParams({ tab: 'datapoints' });
      if (title && title !== item.channelTitle) hash.set('q', title);
      return `/channels/${itemSegment({ id: item.channelId, title: item.channelTitle })}#${hash.toString()}`;
    }
  }
}
