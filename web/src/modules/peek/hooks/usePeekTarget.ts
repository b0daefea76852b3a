import { useSearchParams } from 'react-router-dom';
import type { PeekTarget } from '../types/PeekTarget';
import { PEEK_PARAM } from '../utils/peekSearch';
import { peekTarget } from '../utils/peekTarget';

/** The item peeked on this page (`?peek=/data/…`), or null when none or not one that can be. */
export function usePeekTarget(): PeekTarget | null {
  const [params] = useSearchParams();
  return peekTarget(params.get(PEEK_PARAM));
}
