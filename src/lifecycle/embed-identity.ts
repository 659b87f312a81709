import { keepAliveOwner } from './keep-alive-key';
import type { LifecycleOptions } from './options';
import { valueKey } from './options-key';

/** Signed when it has a session id (even an empty one, which is then refused) or a way to mint one. */
export function isSigned({ sessionId, mintSession }: LifecycleOptions): boolean {
  return sessionId !== undefined || mintSession != null;
}

/**
 * The options whose change means a new embed, as one string to compare: where the iframe points,
 * whether it is signed, and whose it is (`keepAlive`'s owner: another user never sees this one). A
 * new `sessionId` alone is not one (it opens the next embed).
 */
export function embedIdentity(options: LifecycleOptions): string {
  const { tenantUrl, surface, publicId, deploymentId, path, allowExport } = options;
  return JSON.stringify([
    tenantUrl,
    surface,
    publicId,
    deploymentId,
    path,
    allowExport === true,
    isSigned(options),
    valueKey(keepAliveOwner(options) ?? null),
  ]);
}
