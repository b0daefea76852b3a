import { AppError } from '@fieldnote/core';
import { TOO_MANY_DOMAINS_MESSAGE, domainFields } from './domain-fields';

describe(domainFields.name, () => {
  const ofLength = (n: number, tag: string) => `${tag}${'a'.repeat(n - tag.length - 8)}.example`;

  it('should comma-join the domains into fields of at most 250 characters, in order', () => {
    expect(domainFields([])).toEqual([]);
    expect(domainFields(['a.example', 'b.example'])).toEqual(['a.example,b.example']);
    const big = [ofLength(125, 'x'), ofLength(124, 'y'), 'c.example'];
    // 125 + 1 + 124 = 250 fits exactly; the next one opens a second field.
    expect(domainFields(big)).toEqual([`${big[0]},${big[1]}`, big[2]]);
  });

  it('should refuse, with the spec message, what needs a sixth field or a field over 250', () => {
    const five = Array.from({ length: 5 }, (_, i) => ofLength(250, `d${i}`));
    expect(domainFields(five)).toHaveLength(5);
    expect(() => domainFields([...five, 'z.example'])).toThrow(
      new AppError('BAD_USER_INPUT' as never, TOO_MANY_DOMAINS_MESSAGE),
    );
    expect(() => domainFields([ofLength(251, 'long')])).toThrow(TOO_MANY_DOMAINS_MESSAGE);
  });
});
