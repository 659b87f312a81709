import { hostConfig } from '../../e2e/pages/host-page-api';

/** A bench fixture served by the tenant, told the host origin it may post to. */
export function fixtureUrl(name: string, query: Record<string, string> = {}): string {
  const url = new URL(`/fixtures/${name}.html`, hostConfig.tenantUrl);
  url.searchParams.set('host', location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
