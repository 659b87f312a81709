import { invalidOption } from '../internal/errors';
import { type EmbedUrlOptions, embedAddress } from './embed-url';

/**
 * `embedAddress` at `route`, for the iframe's `src`: refused (`invalid-options`) unless its origin
 * is `tenantOrigin`. Whatever the address is built from (a route an extension's `openAt` gave, a
 * minted session id), a single-use session in it never goes to another origin. The message does
 * not quote the address: it may carry the session id.
 */
export function tenantAddress(
  options: EmbedUrlOptions,
  route: string | undefined,
  tenantOrigin: string,
): string {
  const address = embedAddress(options, route);
  if (new URL(address).origin !== tenantOrigin)
    throw invalidOption(
      `the embed address left the tenant origin ${tenantOrigin}: the iframe gets no address`,
    );
  return address;
}
