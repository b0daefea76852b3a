import { peopleStrings } from '../strings';
import { personDisplayName } from './personDisplayName';

interface Named {
  name: string;
  email?: string | null;
  noteCount: number;
}

/**
 * How to name two people so a reader tells them apart (the merge dialog): their display names, and when
 * those are the same, each with the first thing that differs — e-mail address, then note count, then
 * their place in the list (first, second).
 */
export function distinctPersonNames(a: Named, b: Named): [string, string] {
  const nameA = personDisplayName(a);
  const nameB = personDisplayName(b);
  if (nameA !== nameB) return [nameA, nameB];
  const email = (p: Named) => p.email || peopleStrings.noEmail;
  if (email(a) !== email(b)) return [`${nameA} (${email(a)})`, `${nameB} (${email(b)})`];
  if (a.noteCount !== b.noteCount)
    return [
      `${nameA} (${peopleStrings.noteCount(a.noteCount)})`,
      `${nameB} (${peopleStrings.noteCount(b.noteCount)})`,
    ];
  return [`${nameA} (${peopleStrings.first})`, `${nameB} (${peopleStrings.second})`];
}
