import { bodyParts, fromMarkup, mentionQueryAt, toMarkup } from './mentionMarkup';

const ANA = { id: '0b7c1c4e-95b5-4c55-9a0e-3f1d2c3b4a51', name: 'Ana' };
const ANA_MARIA = { id: '1c8d2d5f-a6c6-4d66-8b1f-402e3d4c5b62', name: 'Ana Maria' };

describe('mention markup', () => {
  it('should turn a chosen @Name into markup, the longest name first when one is the prefix of another', () => {
    expect(toMarkup('Hi @Ana Maria and @Ana!', [ANA, ANA_MARIA])).toBe(
      `Hi @[Ana Maria](${ANA_MARIA.id}) and @[Ana](${ANA.id})!`,
    );
  });

  it('should leave an @Name alone when that member was not chosen in the picker', () => {
    expect(toMarkup('Ask @Bob', [ANA])).toBe('Ask @Bob');
  });

  it('should give the composer back @Name and the members when a comment is edited', () => {
    expect(fromMarkup(`Hi @[Ana](${ANA.id}), @[Ana](${ANA.id})`)).toEqual({
      text: 'Hi @Ana, @Ana',
      chosen: [ANA],
    });
  });

  it('should cut a body into text and mentions for display', () => {
    expect(bodyParts(`Thanks @[Ana](${ANA.id})!`)).toEqual([
      { text: 'Thanks ' },
      { mention: ANA },
      { text: '!' },
    ]);
  });

  it('should find the @query before the caret only when it starts a word', () => {
    expect(mentionQueryAt('ping @an', 8)).toEqual({ start: 5, query: 'an' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('done @ana ', 10)).toBeNull();
  });
});
