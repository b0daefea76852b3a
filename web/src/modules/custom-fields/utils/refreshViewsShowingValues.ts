import { apolloClient } from '../../graphql/utils/apolloClient';

let running: Promise<void> | null = null;
let again = false;

/**
 * A value changed in a note's or an insight's Fields tab, often in a peek beside a project view:
 * the open views load their items again, so a board's card moves to its new column at once. Named
 * by operation: the views module reads this one's values, this one does not depend on it.
 *
 * A change made while a reload is on its way waits for it and reloads once more: Apollo would
 * otherwise answer the second reload with the first one's request, sent before that change.
 */
export function refreshViewsShowingValues(): void {
  if (running) {
    again = true;
    return;
  }
  running = Promise.resolve(apolloClient().refetchQueries({ include: ['ProjectViewItems'] }))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        refreshViewsShowingValues();
      }
    });
}
