import { invalidOption } from '../internal/errors';

/**
 * True when `value`, read as a path, has a `.` or `..` segment once percent-decoded (as URL
 * parsers and servers do): `..`, `%2e%2e`, `.%2E`, also behind an encoded slash or a
 * double encoding, and `..;x` (a path parameter after the dots: some servers drop it, then
 * resolve the `..`). Such a segment would move the embed address, and the single-use session
 * id in it, to another path of the tenant.
 */
export function hasDotSegment(value: string): boolean {
  // `%25` decodes to `%`: any run of them, then `2e`, is a dot for a server that decodes repeatedly.
  const decoded = value
    .replace(/%(?:25)+/gi, '%')
    .replace(/%2e/gi, '.')
    .replace(/%3b/gi, ';')
    .replace(/%2f|%5c|\\/gi, '/');
  return decoded.split('/').some((segment) => /^\.\.?(?:[;?#]|$)/.test(segment));
}

/** Throws `invalid-options` when `value` (an option called `name`) has a dot segment. */
export function refuseDotSegments(name: string, value: string): void {
  if (hasDotSegment(value)) {
    throw invalidOption(
      `${name} must not contain "." or ".." segments (encoded or not), got ${JSON.stringify(value)}`,
    );
  }
}
