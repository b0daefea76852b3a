import { isPublicInsightsPath } from '../../graphql/utils/publicMode';

/** Paths of the public insights mode (spec 000 §2: public and embed pages). */
export function isPublicPath(pathname: string): boolean {
  return isPublicInsightsPath(pathname);
}
