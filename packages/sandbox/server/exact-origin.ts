// No imports: `npm start` checks ALLOWED_ORIGINS with it before anything is built (examples/demo-ports.ts).

/** What an allowed origin must be, as the sandbox's messages say it. */
export const EXACT_ORIGIN_RULE =
  'an exact http(s) origin such as http://localhost:5173 (no path, no trailing slash, no wildcard; ' +
  'a host of letters, digits, . and -, or a bracketed IPv6 address)';

/**
 * The scheme, then a host of letters, digits, `.` and `-` or a bracketed IPv6 address, then a port.
 * The origin goes into a CSP header as it is: a `;`, `,`, quote or space would end the source
 * list and start a directive of its own (`report-uri`, `sandbox`); WHATWG URL parsing keeps them.
 */
const ORIGIN_CHARACTERS = /^https?:\/\/(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** An exact `http(s)://host[:port]` origin, or `null`. */
export function exactHttpOrigin(value: unknown): string | null {
  // Node keeps `*` in a host: `https://*.example.com` would be its own origin, and a wildcard in
  // frame-ancestors. The character check refuses `*` and `%2A` too.
  if (typeof value !== 'string' || !ORIGIN_CHARACTERS.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

const MAX_QUOTED_LENGTH = 100;

/** A refused origin as a one-line message quotes it: JSON-quoted, cut at 100 characters with its length. */
export function quotedOrigin(value: unknown): string {
  if (typeof value !== 'string') return `a value of type ${value === null ? 'null' : typeof value}`;
  if (value.length <= MAX_QUOTED_LENGTH) return JSON.stringify(value);
  return `${JSON.stringify(value.slice(0, MAX_QUOTED_LENGTH))}... (${value.length} characters)`;
}
