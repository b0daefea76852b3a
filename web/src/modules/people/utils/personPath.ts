import { itemSegment } from '../../common/utils/itemPath';

/** /people/{slug-shortId} (spec 000 §2), readable like the other item paths. */
export function personPath(person: { id: string; name: string }): string {
  return `/people/${itemSegment({ id: person.id, title: person.name })}`;
}
