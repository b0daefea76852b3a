import { InMemoryCache } from '@apollo/client';
import { itemSegment } from '../../common/utils/itemPath';
import { PROJECT_VIEWS_QUERY } from '../../project-views/operations';
import { byItemId } from './byItemId';
import { cacheTypePolicies } from './cacheTypePolicies';

const PROJECT = { id: '0b5b7c1e-6a53-4d0e-9c56-1f2b3c4d5e6f', title: 'Onboarding study' };
const OTHER = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

describe(byItemId.name, () => {
  it("should give a list read by the page's address and the same list named by the UUID one cache entry", () => {
    const sut = new InMemoryCache({ typePolicies: cacheTypePolicies });
    sut.writeQuery({
      query: PROJECT_VIEWS_QUERY,
      variables: { projectId: itemSegment(PROJECT) },
      data: { projectViews: [] },
    });
    expect(sut.readQuery({ query: PROJECT_VIEWS_QUERY, variables: { projectId: PROJECT.id } })).toEqual({
      projectViews: [],
    });
    expect(sut.readQuery({ query: PROJECT_VIEWS_QUERY, variables: { projectId: OTHER } })).toBeNull();
  });
});
