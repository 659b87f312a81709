import { inEmbedPathFormat } from '../protocol/values';
import { hasDotSegment } from './dot-segments';

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
