import { placeInOrder } from './placeInOrder';

const idOf = (entry: { id: string }) => entry.id;
const at = (id: string, offset: number) => ({ id, offset });
const ids = (list: readonly { id: string }[]) => list.map(idOf).join(',');
const LIST = [at('a', 0), at('b', 10), at('c', 10), at('d', 30)];

describe(placeInOrder.name, () => {
  it('should place the item after every entry that sorts before it or with it', () => {
    expect(ids(placeInOrder(LIST, at('x', 10), idOf, (entry) => entry.offset <= 10))).toBe('a,b,c,x,d');
    expect(ids(placeInOrder(LIST, at('x', 20), idOf, (entry) => entry.offset <= 20))).toBe('a,b,c,x,d');
  });

  it('should place the item first when no entry sorts before it, and last when all do', () => {
    expect(ids(placeInOrder(LIST, at('x', -1), idOf, (entry) => entry.offset <= -1))).toBe('x,a,b,c,d');
    expect(ids(placeInOrder(LIST, at('x', 99), idOf, (entry) => entry.offset <= 99))).toBe('a,b,c,d,x');
    expect(ids(placeInOrder([], at('x', 0), idOf, () => true))).toBe('x');
  });

  it('should leave an item already listed where it is when it is added again', () => {
    expect(ids(placeInOrder(LIST, at('b', 99), idOf, () => true))).toBe('a,b,c,d');
  });
});
