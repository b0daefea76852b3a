import type { GqlResponse, GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';
import { expectOk } from './factories';

export interface Found {
  total: number;
  offset: number;
  suggestedQuery: string | null;
  items: {
    id: string;
    type: string;
    projectId: string | null;
    noteId: string | null;
    published: boolean | null;
    createdAt: string;
    updatedAt: string;
    tags: { id: string; title: string }[];
    preview: { title: { text: string; match: boolean }[]; content: { text: string; match: boolean }[] };
  }[];
}

export const SEARCH = `query($input: SearchInput!) { search(input: $input) {
  total offset suggestedQuery
  items { id type projectId noteId published createdAt updatedAt tags { id title }
    preview { title { text match } content { text match } } }
} }`;

export function runSearch(
  client: GraphqlClient,
  input: Record<string, unknown>,
): Promise<GqlResponse<{ search: Found }>> {
  return client.gql<{ search: Found }>(SEARCH, { input });
}

export async function search(client: GraphqlClient, input: Record<string, unknown>): Promise<Found> {
  return expectOk(await runSearch(client, input)).search;
}

/**
 * Searches until `done` holds: the index follows writes through the bus, a moment after they
 * commit. Gives up after 10 s and returns the last answer, for the assertion to show.
 */
export async function searchUntil(
  client: GraphqlClient,
  input: Record<string, unknown>,
  done: (found: Found) => boolean,
): Promise<Found> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await search(client, input);
    if (done(found) || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const ids = (found: Found): string[] => found.items.map((item) => item.id).sort();
/** Whether a search found exactly `expected` (in any order): what a wait for the index waits for. */
export const foundExactly = (found: Found, expected: string[]): boolean => {
  const got = ids(found);
  return got.length === expected.length && [...expected].sort().every((id, i) => id === got[i]);
};
export const matched = (segments: { text: string; match: boolean }[]): string[] =>
  segments.filter((s) => s.match).map((s) => s.text);
