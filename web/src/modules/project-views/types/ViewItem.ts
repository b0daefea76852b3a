import type { CustomFieldFieldsFragment, ProjectViewItemFieldsFragment } from '../../../gql/graphql';

/** One note, highlight or insight of a view, as the API answers it. */
export type ViewItem = ProjectViewItemFieldsFragment;

/** What every layout needs to show items: the fields and how to name members. */
export interface ViewDisplay {
  /** The custom fields shown (visibility applied), in field order. */
  fields: CustomFieldFieldsFragment[];
  /** Whether a system field (preview, createdAt, updatedAt, published) is shown. */
  shows: (key: string) => boolean;
  memberName: (id: string) => string;
  /** Whether items show their tags (a highlight's own, a note's highlights'; insights have none). */
  showsTags: boolean;
  /** A tag's colour by its title (items carry their tags' titles). */
  tagColor: (title: string) => string;
}
