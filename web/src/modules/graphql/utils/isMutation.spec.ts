import { LOG_OUT_MUTATION, ME_QUERY } from '../../auth/operations';
import { isMutation } from './isMutation';

/** graphqlRequest sends mutations through `mutate` (never retried, never read from the cache). */
describe(isMutation.name, () => {
  it('should say no when the generated document is a query', () => {
    expect(isMutation(ME_QUERY)).toBe(false);
  });

  it('should say yes when the generated document is a mutation', () => {
    expect(isMutation(LOG_OUT_MUTATION)).toBe(true);
  });
});
