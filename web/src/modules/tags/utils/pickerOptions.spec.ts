import { pickerOptions } from './pickerOptions';
import type { Tag } from '../types/Tag';

function tag(title: string): Tag {
  return {
    id: title,
    projectId: null,
    title,
    color: '#1e88e5',
    description: null,
    sentiment: null,
    highlightCount: 0,
  };
}

const TAGS = [tag('Pricing'), tag('Onboarding'), tag('Slow onboarding'), tag('Support')];

describe(pickerOptions.name, () => {
  it('should list every tag by name when nothing is typed, with no create line', () => {
    expect(pickerOptions(TAGS, '')).toEqual(
      ['Onboarding', 'Pricing', 'Slow onboarding', 'Support'].map((title) => ({
        kind: 'tag',
        tag: tag(title),
      })),
    );
  });

  it('should put names starting with the text first, then names containing it, then the create line', () => {
    expect(pickerOptions(TAGS, 'onb').map((o) => (o.kind === 'tag' ? o.tag.title : `+${o.title}`))).toEqual([
      'Onboarding',
      'Slow onboarding',
      '+onb',
    ]);
  });

  it('should offer no create line when a tag has exactly that name, whatever its case', () => {
    expect(pickerOptions(TAGS, ' pricing ')).toEqual([{ kind: 'tag', tag: tag('Pricing') }]);
  });

  it('should offer only the create line, trimmed, when nothing matches', () => {
    expect(pickerOptions(TAGS, '  Churn risk ')).toEqual([{ kind: 'create', title: 'Churn risk' }]);
  });
});
