import type { ViewObjectType } from '../../../gql/graphql';

/**
 * One slide of a presentation: an insight (its document), a highlight (its card and clip) or a note
 * (its title, opening text and tags). `preview` and `tags` come from the view's item where there is one.
 */
export interface Slide {
  id: string;
  kind: ViewObjectType;
  title: string;
  preview: string | null;
  tags: readonly string[];
}
