import { type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode, parse } from 'graphql';
import { selectsField } from './selects-field.util';

function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find(
    (d) => d.kind === 'OperationDefinition',
  ) as OperationDefinitionNode;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition')
      .map((f) => [f.name.value, f]),
  );
  // The field being resolved: `highlights` inside `note`.
  const note = operation.selectionSet.selections[0] as FieldNode;
  const highlights = note.selectionSet?.selections.find(
    (s): s is FieldNode => s.kind === 'Field' && s.name.value === 'highlights',
  ) as FieldNode;
  return { fieldNodes: [highlights], fragments };
}

describe('selectsField', () => {
  it('should see a field asked directly, in an inline fragment or in a named fragment', () => {
    expect(
      selectsField(infoOf('{ note { highlights { tags { highlightCount } } } }'), ['tags', 'highlightCount']),
    ).toBe(true);
    expect(
      selectsField(infoOf('{ note { highlights { ... on Highlight { tags { highlightCount } } } } }'), [
        'tags',
        'highlightCount',
      ]),
    ).toBe(true);
    expect(
      selectsField(
        infoOf(
          '{ note { highlights { ...H } } } fragment H on Highlight { tags { ...T } } fragment T on Tag { highlightCount }',
        ),
        ['tags', 'highlightCount'],
      ),
    ).toBe(true);
  });

  it('should not see a field nobody asked for', () => {
    expect(
      selectsField(infoOf('{ note { highlights { tags { id title } } } }'), ['tags', 'highlightCount']),
    ).toBe(false);
    expect(selectsField(infoOf('{ note { highlights { id } } }'), ['tags', 'highlightCount'])).toBe(false);
  });
});
