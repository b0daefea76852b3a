import { print } from 'graphql';
import { ME_QUERY } from '../../web/src/modules/auth/operations';
import { defineOperation } from '../../web/src/modules/graphql/utils/defineOperation';
import { isMutation, toDocument } from '../../web/src/modules/graphql/utils/toDocument';

/** Modules written before the move to codegen keep working through the same Apollo path. */
describe('operations for the Apollo client', () => {
  it('should hand a generated graphql() document to Apollo as it is', () => {
    const document = ME_QUERY;
    expect(toDocument(document)).toBe(document);
    expect(isMutation(document)).toBe(false);
  });

  it('should parse a deprecated defineOperation string once into the document Apollo sends', () => {
    const operation = defineOperation<{ logOut: boolean }>('mutation LegacyLogOut { logOut }');
    const document = toDocument(operation);
    expect(toDocument(operation)).toBe(document);
    expect(print(document)).toContain('mutation LegacyLogOut');
    expect(isMutation(document)).toBe(true);
  });
});
