import { randomUUID } from 'node:crypto';
import { fromShortId, isUuid, parsePathId, toShortId } from './short-id';

describe('short ids', () => {
  it('should round-trip when given random UUIDs', () => {
    for (let i = 0; i < 200; i++) {
      const id = randomUUID();
      const short = toShortId(id);
      expect(short).toHaveLength(22);
      expect(fromShortId(short)).toBe(id);
    }
  });

  it('should encode the extremes when given the nil and max UUIDs', () => {
    expect(toShortId('00000000-0000-0000-0000-000000000000')).toBe('0'.repeat(22));
    expect(fromShortId(toShortId('ffffffff-ffff-ffff-ffff-ffffffffffff'))).toBe(
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    );
  });

  it('should read the id when a path carries a title slug before it', () => {
    const id = randomUUID();
    expect(parsePathId(`customer-interview-${toShortId(id)}`)).toBe(id);
    expect(parsePathId(id.toUpperCase())).toBe(id);
  });

  it('should reject when the input is not an id', () => {
    expect(() => toShortId('not-a-uuid')).toThrow('is not a valid id');
    expect(() => fromShortId('abc$')).toThrow('is not a valid id');
    expect(() => fromShortId('z'.repeat(22))).toThrow('is not a valid id');
    expect(isUuid('123e4567-e89b-12d3-a456-42661417400')).toBe(false);
  });
});
