/** The config the host page server writes into every page: where the tenant is. */
export interface HostConfig {
  tenantUrl: string;
  publicId: string;
}

export function readHostConfig(): HostConfig {
  const text = document.getElementById('host-config')?.textContent;
  if (!text) throw new Error('no #host-config on this page');
  return JSON.parse(text) as HostConfig;
}

/** A bench fixture served by the tenant, told the host origin it may post to. */
export function fixtureUrl(name: string, query: Record<string, string> = {}): string {
  const url = new URL(`/fixtures/${name}.html`, readHostConfig().tenantUrl);
  url.searchParams.set('host', location.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.href;
}
