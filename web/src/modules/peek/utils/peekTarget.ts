import { idFromPathSegment } from '../../common/utils/itemPath';
import type { PeekKind, PeekTarget } from '../types/PeekTarget';

const PREFIXES: Record<string, PeekKind> = {
  data: 'note',
  insights: 'insight',
  tags: 'tag',
  people: 'person',
  contacts: 'person',
};
/**
 * `/data/<segment>`, `/insights/<segment>`, `/tags/<segment>` or `/people/<segment>` (`/contacts/`
 * too), with an optional `#fragment`; a
 * segment is a slug and short id, or a UUID: letters, digits and dashes.
 */
const PEEK_PATH = /^\/(data|insights|tags|people|contacts)\/([0-9A-Za-z-]+)(#[\w-]*)?$/;

/**
 * The item page an address names, or null when it names none that can be peeked: the peek address
 * comes from the URL, so anything else (another path, a foreign origin) is ignored, never opened.
 */
export function peekTarget(path: string | null | undefined): PeekTarget | null {
  const match = PEEK_PATH.exec(path ?? '');
  if (!match) return null;
  const [, prefix = '', segment = '', hash = ''] = match;
  const kind = PREFIXES[prefix];
  const id = idFromPathSegment(segment);
  if (!kind || !id) return null;
  return { kind, path: `/${prefix}/${segment}${hash}`, segment, key: `/${prefix}/${id}${hash}` };
}
