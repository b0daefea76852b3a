import { InMemoryCache } from '@apollo/client';
import { cacheTypePolicies } from '../../graphql/utils/cacheTypePolicies';
import { PERSON_SEGMENTS_QUERY } from '../operations';
import { personSegmentsInCache } from './personSegmentsInCache';

const segment = (id: string, title: string) => ({
  __typename: 'Segment' as const,
  id,
  title,
  personCount: 1,
});

/** A person as the API answers it, with the type name the cache keys it by. */
const person = (id: string, segments: ReturnType<typeof segment>[]) => ({
  __typename: 'Person' as const,
  id,
  segments,
});

function cacheWithPerson(titles: string[]): InMemoryCache {
  const cache = new InMemoryCache({ typePolicies: cacheTypePolicies });
  const segments = titles.map((title) => segment(title.toLowerCase(), title));
  cache.writeQuery({
    query: PERSON_SEGMENTS_QUERY,
    variables: { id: 'p1' },
    data: { person: person('p1', segments) },
  });
  return cache;
}

const titles = (cache: InMemoryCache) =>
  cache
    .readQuery({ query: PERSON_SEGMENTS_QUERY, variables: { id: 'p1' } })
    ?.person.segments.map((s) => s.title);

describe(personSegmentsInCache.name, () => {
  it('should put a segment the person joined in title order, once', () => {
    const sut = cacheWithPerson(['Alpha', 'Gamma']);
    // The segment is cached already (here through another person), as a mutation's answer writes it.
    sut.writeQuery({
      query: PERSON_SEGMENTS_QUERY,
      variables: { id: 'other' },
      data: { person: person('other', [segment('beta', 'Beta')]) },
    });
    personSegmentsInCache(sut, 'p1', { id: 'beta', title: 'Beta' }, true);
    personSegmentsInCache(sut, 'p1', { id: 'beta', title: 'Beta' }, true);
    expect(titles(sut)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('should take a segment the person left off their list', () => {
    const sut = cacheWithPerson(['Alpha', 'Gamma']);
    personSegmentsInCache(sut, 'p1', { id: 'alpha', title: 'Alpha' }, false);
    expect(titles(sut)).toEqual(['Gamma']);
  });
});
