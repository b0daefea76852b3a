import { placeAfter } from './placeAfter';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id).join(',');
const idOf = (item: { id: string }) => item.id;
const groups = ['a', 'b', 'c', 'd'].map((id) => ({ id }));

describe(placeAfter.name, () => {
  it('should put the item first when afterId is null', () => {
    expect(ids(placeAfter(groups, idOf, 'c', null))).toBe('c,a,b,d');
  });

  it('should put the item right after its new left neighbour when moving left', () => {
    expect(ids(placeAfter(groups, idOf, 'd', 'a'))).toBe('a,d,b,c');
  });

  it('should put the item right after its new left neighbour when moving right', () => {
    expect(ids(placeAfter(groups, idOf, 'b', 'c'))).toBe('a,c,b,d');
    expect(ids(placeAfter(groups, idOf, 'a', 'd'))).toBe('b,c,d,a');
  });

  it('should leave the list as it is when the item or its neighbour is not in it', () => {
    expect(placeAfter(groups, idOf, 'x', 'a')).toBe(groups);
    expect(placeAfter(groups, idOf, 'a', 'x')).toBe(groups);
  });
});
