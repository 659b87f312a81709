import { httpOrigin } from '../internal/origins';

/**
 * Starts the connection to the tenant early: `preconnect('https://acme.svc.example')` at app start
 * adds `<link rel="preconnect">` (and `dns-prefetch` for browsers without it) for the tenant origin,
 * once per origin, so an embed created later skips the DNS, TCP and TLS round trips. Creating an
 * `EmbedController` does it too. Throws `EmbedError` `invalid-options` for a URL that is not http(s);
 * does nothing without a document (server rendering).
 */
export function preconnect(tenantUrl: string): void {
  const origin = httpOrigin(tenantUrl, 'tenantUrl');
  if (typeof document === 'undefined') return;
  const head = document.head;
  if (!head || head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) return;
  for (const rel of ['preconnect', 'dns-prefetch']) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = origin;
    head.append(link);
  }
}
