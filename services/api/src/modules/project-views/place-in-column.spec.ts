import { MIN_RANK_DIFFERENCE, RANK_GAP } from '@fieldnote/core';
import { placeInColumn } from './place-in-column';

describe(placeInColumn.name, () => {
  it('should give the first rank when the column is empty', () => {
    expect(placeInColumn([], 'a', -1)).toEqual(new Map([['a', 0]]));
  });

  it('should take the midpoint between two ranked neighbours', () => {
    const column = [
      { id: 'x', rank: 0 },
      { id: 'y', rank: RANK_GAP },
    ];
    expect(placeInColumn(column, 'a', 0)).toEqual(new Map([['a', RANK_GAP / 2]]));
  });

  it('should step one gap past the last card and before the first', () => {
    const column = [{ id: 'x', rank: 10 }];
    expect(placeInColumn(column, 'a', 0)).toEqual(new Map([['a', 10 + RANK_GAP]]));
    expect(placeInColumn(column, 'a', -1)).toEqual(new Map([['a', 10 - RANK_GAP]]));
  });

  it('should rank the whole column again when the neighbours are too close', () => {
    const column = [
      { id: 'x', rank: 0 },
      { id: 'y', rank: MIN_RANK_DIFFERENCE },
      { id: 'z', rank: 1 },
    ];
    expect([...placeInColumn(column, 'a', 0)]).toEqual([
      ['x', 0],
      ['a', RANK_GAP],
      ['y', 2 * RANK_GAP],
      ['z', 3 * RANK_GAP],
    ]);
  });

  it('should rank the whole column when a neighbour was never ranked', () => {
    const column = [
      { id: 'x', rank: 0 },
      { id: 'y', rank: null },
    ];
    expect([...placeInColumn(column, 'a', 0)]).toEqual([
      ['x', 0],
      ['a', RANK_GAP],
      ['y', 2 * RANK_GAP],
    ]);
  });
});
