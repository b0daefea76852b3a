import { useParams } from 'react-router-dom';
import { idFromPathSegment } from '../../common/utils/itemPath';

/** The UUID a route parameter names (a UUID, a short id or slug-short id), or null when it names none. */
export function useIdParam(name: string): string | null {
  const segment = useParams()[name];
  return segment ? idFromPathSegment(segment) : null;
}
