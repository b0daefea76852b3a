import { apolloClient } from '../../graphql/utils/apolloClient';

/**
 * A value changed in a note's or an insight's Fields tab, often in a peek beside a project view:
 * the open views load their items again, so a board's card moves to its new column at once. Named
 * by operation: the views module reads this one's values, this one does not depend on it.
 */
export function refreshViewsShowingValues(): void {
  Promise.resolve(apolloClient().refetchQueries({ include: ['ProjectViewItems'] })).catch(() => undefined);
}
