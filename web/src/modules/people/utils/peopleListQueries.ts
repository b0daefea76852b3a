/**
 * What a change to people or their segments makes stale that no answer holds: the people grid's
 * page (sorted, filtered, counted, perhaps one segment's people) and the segments' counts. Such a
 * change names them as its refetchQueries; only those a page shows are read again.
 */
export const PEOPLE_LIST_QUERIES: readonly string[] = ['PeopleList', 'Segments'];
