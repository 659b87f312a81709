import type { ReadyPayload } from '../envelope';

/**
 * What an embed address (`buildEmbedUrl`'s, below any path prefix of the tenant) says about the
 * embed, as its `ready` would report it: the surface, its ids, and whether it was opened with a
 * session. An address that is not an embed's reads as a private dashboard.
 */
export function readyFromAddress(src: string): ReadyPayload {
  const url = URL.canParse(src) ? new URL(src) : null;
  const path = url?.pathname ?? '';
  const query = url?.searchParams;
  const signed = query?.has('session') || query?.has('sessionId');
  const base = { embedTenant: null, deploymentId: null, mode: signed ? 'signed' : 'private' } as const;
  const dashboard = /\/embed\/dashboard\/([^/]+)$/.exec(path)?.[1];
  if (dashboard !== undefined) return { ...base, surface: 'dashboard', publicId: decoded(dashboard) };
  const app = /\/embed\/d\/(\d+)\/app(?:\/|$)/.exec(path)?.[1];
  if (app !== undefined) return { ...base, surface: 'app', deploymentId: Number(app) };
  return { ...base, surface: /\/embed\/chat$/.test(path) ? 'chat' : 'dashboard' };
}

/** The origin of an http(s) address, or `null` (no address, `about:blank`, a `data:` URL). */
export function httpOrigin(src: string): string | null {
  if (!URL.canParse(src)) return null;
  const url = new URL(src);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
