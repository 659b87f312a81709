import { inEmbedPathFormat } from '../protocol/values';
import { hasDotSegment } from './dot-segments';

/** What a route refused by `isRouteOf` is told it must be, after the path. */
export const ROUTE_RULE = `${inEmbedPathFormat.message}, under`;

/**
 * True when `path` is an in-embed route of the embed whose routes lie under `root` (its
 * `surfaceRoot`): the in-embed path rule, no dot segment (encoded or not, `..;` too), and `root`
 * itself or a path below it (`/embed/dashboard/pub-10` is not under `/embed/dashboard/pub-1`).
 */
export function isRouteOf(path: string, root: string): boolean {
  return (
    inEmbedPathFormat.test(path) &&
    !hasDotSegment(path) &&
    path.startsWith(root) &&
    !/^[^/?#]/.test(path.slice(root.length))
  );
}
