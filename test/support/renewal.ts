import { vi } from 'vitest';
import type { RenewalUpdate } from '../../src/host';
import { mountController } from './host';

/** The end of the signed session the tests renew, and the one after it. */
export const END = 1_900_000_000_000;
export const NEXT_END = END + 23 * 3_600_000;

export const EXCHANGE_ERROR = {
  message: 'session id already redeemed',
  name: 'EmbedSessionExchangeError',
  context: 'session-renewal',
  fatal: false,
};

/** A ready signed controller with `mintSession` spied on, its renewal updates and its sends. */
export function mountRenewal(
  mint: () => Promise<string>,
  options: Parameters<typeof mountController>[0] = {},
) {
  const mintSession = vi.fn(mint);
  const mounted = mountController({ mintSession, ...options });
  const updates: RenewalUpdate[] = [];
  mounted.controller.on('renewal', (update) => updates.push(update));
  mounted.ready();
  const expiring = (end = END) =>
    mounted.emit('session-expiring', { expiresAt: end, expiresInMs: 1_800_000 });
  const expired = (end = END) => mounted.emit('session-expired', { expiredAt: end });
  const setSessions = () => mounted.sent().filter(([type]) => type === 'svc:action:set-session');
  return { ...mounted, mintSession, updates, expiring, expired, setSessions };
}

/** Lets settled promises run their callbacks. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
