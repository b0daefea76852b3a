import { InMemoryCache, gql } from '@apollo/client';
import type { HighlightFieldsFragment, TagFieldsFragment } from '../../../gql/graphql';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { TAG_LIST_QUERY } from '../../tags/operations';
import { NOTE_QUERY } from '../operations';

// Unit tests' data for the highlight cache updates: note n1 of project p1, its highlights and tags,
// with the type names the cache keys them by.

type AnsweredTagChip = HighlightFieldsFragment['tags'][number] & { __typename: 'Tag' };
export type AnsweredHighlight = HighlightFieldsFragment & {
  __typename: 'Highlight';
  tags: AnsweredTagChip[];
};
export type AnsweredTag = TagFieldsFragment & { __typename: 'Tag' };

/** A highlight of note n1 starting at `startOffset`, carrying `tagIds` (tag `t1` is titled T1). */
export function buildHighlight(id: string, startOffset: number, tagIds: string[] = []): AnsweredHighlight {
  return {
    __typename: 'Highlight',
    id,
    noteId: 'n1',
    startOffset,
    endOffset: startOffset + 5,
    text: `Text of ${id}`,
    detached: false,
    aiGenerated: false,
    highlightReason: null,
    startAnchor: null,
    endAnchor: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    tags: tagIds.map((tagId) => ({
      __typename: 'Tag',
      id: tagId,
      title: tagId.toUpperCase(),
      color: '#123456',
    })),
  };
}

/** A project tag of p1 that `highlightCount` highlights carry. */
export function buildTag(id: string, highlightCount: number): AnsweredTag {
  return {
    __typename: 'Tag',
    id,
    projectId: 'p1',
    title: id.toUpperCase(),
    color: '#123456',
    description: null,
    sentiment: null,
    highlightCount,
  };
}

/** How many highlights the notes list says a note has (a field the note page does not read). */
export const NOTE_COUNT = gql`
  fragment NoteCount on Note {
    id
    highlightCount
  }
`;

/** The app's cache holding note n1 (as its page reads it, and counted) and project p1's tags. */
export function cacheWithNote(highlights: AnsweredHighlight[], tags: AnsweredTag[]): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
  const note = {
    __typename: 'Note' as const,
    id: 'n1',
    shortId: 'n1',
    projectId: 'p1',
    title: 'Call',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdByName: 'Ann',
    updatedAt: '2026-01-01T00:00:00.000Z',
    highlights,
  };
  cache.writeQuery({ query: NOTE_QUERY, variables: { id: 'n1' }, data: { note } });
  cache.writeFragment({
    fragment: NOTE_COUNT,
    data: { __typename: 'Note', id: 'n1', highlightCount: highlights.length },
  });
  cache.writeQuery({ query: TAG_LIST_QUERY, variables: { projectId: 'p1' }, data: { tags } });
  return cache;
}
