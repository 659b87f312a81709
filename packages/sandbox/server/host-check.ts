import type { IncomingMessage } from 'node:http';

/**
 * DNS rebinding defence: a page on `evil.example` whose name is made to resolve to 127.0.0.1 sends
 * `Host: evil.example`. A loopback server answers only to the names it is served under.
 */

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** `name:port` for each loopback name and the bound host (IPv6 in brackets), lowercased. */
export function servedHosts(boundHost: string, port: number): ReadonlySet<string> {
  const bound = boundHost.includes(':') ? `[${boundHost}]` : boundHost;
  return new Set([...LOOPBACK_NAMES, bound].map((name) => `${name.toLowerCase()}:${port}`));
}

/** Why the request's `Host` is refused, or `null` when it names this server. */
export function hostRefusal(req: IncomingMessage, served: ReadonlySet<string>): string | null {
  const host = req.headers.host;
  if (host !== undefined && served.has(host.toLowerCase())) return null;
  return `this server answers only to ${[...served].join(', ')} (the Host header)`;
}
