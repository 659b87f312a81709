import { expect, vi } from 'vitest';
import { iframes, TENANT } from '../host';

/** The address of a signed dashboard embed. */
export const signedSrc = (publicId: string, session: string) =>
  `${TENANT}/embed/dashboard/${publicId}?session=${session}`;

/** The address of every iframe on the page. */
export const srcs = () => iframes().map((iframe) => iframe.src);

export const INVALID_OPTIONS = expect.objectContaining({ code: 'invalid-options' });

/** A `mintSession` answering `minted-1`, `minted-2`, ... */
export function countingMint() {
  let calls = 0;
  return vi.fn(async () => `minted-${++calls}`);
}
