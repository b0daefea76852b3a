import type { FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/**
 * Whether the query asks, below the field being resolved, for the field at `path` (e.g.
 * ['tags', 'highlightCount']), through inline fragments and named fragments alike: lets a resolver
 * skip work whose result nobody asked for.
 */
export function selectsField(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  path: string[],
): boolean {
  const within = (set: SelectionSetNode | undefined, rest: string[], seen: Set<string>): boolean => {
    if (!set || rest.length === 0) return rest.length === 0;
    return set.selections.some((selection) => {
      if (selection.kind === 'Field') {
        return (
          selection.name.value === rest[0] &&
          (rest.length === 1 || within(selection.selectionSet, rest.slice(1), seen))
        );
      }
      if (selection.kind === 'InlineFragment') return within(selection.selectionSet, rest, seen);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      const fragment: FragmentDefinitionNode | undefined = info.fragments[name];
      return within(fragment?.selectionSet, rest, new Set([...seen, name]));
    });
  };
  return info.fieldNodes.some((node) => within(node.selectionSet, path, new Set()));
}
