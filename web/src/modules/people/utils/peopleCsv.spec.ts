import { guessMapping, mappedRows } from './columnMapping';
import { gridQueryVariables } from './gridQueryVariables';

describe('people CSV import', () => {
  it('should guess the name and e-mail columns from common header names and leave others unmapped', () => {
    expect(guessMapping(['Company', 'Full Name', 'Email address'])).toEqual({
      name: 'Full Name',
      email: 'Email address',
    });
    expect(guessMapping(['Company', 'Title'])).toEqual({ name: null, email: null });
  });

  it('should number rows as records of the file, the header being record 1', () => {
    const rows = mappedRows([{ n: 'Grace', e: 'g@example.org' }, { n: 'Ada' }], { name: 'n', email: 'e' });
    expect(rows).toEqual([
      { rowNumber: 2, name: 'Grace', email: 'g@example.org' },
      { rowNumber: 3, name: 'Ada', email: '' },
    ]);
    expect(mappedRows([{ n: 'Grace' }], { name: 'n', email: null })[0]?.email).toBeNull();
  });
});

describe('people grid to server query', () => {
  it("should turn the grid's page, sort, filter and quick search into the people query's variables", () => {
    expect(
      gridQueryVariables({ page: 2, pageSize: 25 }, [{ field: 'noteCount', sort: 'desc' }], {
        items: [
          { id: 1, field: 'email', operator: 'isEmpty' },
          { id: 2, field: 'name', operator: 'startsWith', value: 'x' },
        ],
        quickFilterValues: ['grace', 'hopper'],
      }),
    ).toEqual({
      offset: 50,
      limit: 25,
      sortBy: 'NOTE_COUNT',
      sortDirection: 'DESC',
      query: 'grace hopper',
      filters: [{ field: 'EMAIL', operator: 'IS_EMPTY', value: null }],
    });
  });

  it('should sort by name ascending when the grid has no sort', () => {
    const sut = gridQueryVariables({ page: 0, pageSize: 50 }, [], { items: [] });
    expect(sut).toMatchObject({ sortBy: 'NAME', sortDirection: 'ASC', query: null, filters: [] });
  });
});
