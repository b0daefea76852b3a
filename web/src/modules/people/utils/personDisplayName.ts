import { peopleStrings } from '../strings';

/** What a person is called on screen: the name, else the e-mail address, else 'Unnamed participant' (spec 000 §6). */
export function personDisplayName(person: { name: string; email?: string | null }): string {
  return person.name || person.email || peopleStrings.unnamed;
}
