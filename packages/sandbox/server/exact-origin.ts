// No imports: `npm start` checks ALLOWED_ORIGINS with it before anything is built (examples/demo-ports.ts).

/** An exact `http(s)://host[:port]` origin, or `null`. */
export function exactHttpOrigin(value: unknown): string | null {
  // Node keeps `*` in a host: `https://*.example.com` would be its own origin, and a wildcard in
  // frame-ancestors. An exact origin has no `*`, plain or percent-encoded, anywhere.
  if (typeof value !== 'string' || /\*|%2a/i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}
