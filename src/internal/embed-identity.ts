import type { EmbedControllerOptions } from '../host/controller';

export type EmbedIdentityOptions = Pick<
  EmbedControllerOptions,
  'tenantUrl' | 'surface' | 'publicId' | 'deploymentId' | 'path' | 'allowExport' | 'sessionId' | 'mintSession'
>;

/** The options whose change means a new embed, as one string to compare. */
export function embedIdentity(options: EmbedIdentityOptions): string {
  const { tenantUrl, surface, publicId, deploymentId, path, allowExport, sessionId, mintSession } = options;
  const signed = sessionId !== undefined || mintSession !== undefined;
  return JSON.stringify([tenantUrl, surface, publicId, deploymentId, path, allowExport === true, signed]);
}
