import type { CustomFieldFieldsFragment } from '../../../gql/graphql';
import { projectViewStrings as strings } from '../strings';
import type { ViewGroup } from '../types/ViewState';

/** What a view groups by, in words: the field's label, Published or Tag; null when not grouped. */
export function groupName(
  group: ViewGroup | null | undefined,
  fields: CustomFieldFieldsFragment[],
): string | null {
  if (!group) return null;
  if (group.type === 'PUBLISHED') return strings.groupPublished;
  if (group.type === 'TAG') return strings.groupTag;
  return fields.find((f) => f.id.toLowerCase() === group.id.toLowerCase())?.label ?? null;
}
