import { checkOptions, readOptionsOnce } from '../internal/check-options';
import { invalidOption } from '../internal/errors';
import type { LifecycleOptions } from './options';

/** `keepAlive` read and checked: the id a kept embed waits under, and its owner if one was given. */
export interface KeepAliveKey {
  readonly id: string;
  readonly owner: string | undefined;
}

const KEEP_ALIVE_SHAPE = { kinds: { id: 'a string', owner: 'a string' }, moved: {} } as const;

/**
 * `keepAlive` as `{ id, owner }`, or `null` without one. Throws `invalid-options` on an unknown
 * field, a field of the wrong kind, an empty id or an empty owner; a message never quotes the
 * owner (a user id or an e-mail address), only what is wrong with it.
 */
export function readKeepAlive(options: LifecycleOptions): KeepAliveKey | null {
  // Own properties only: an inherited `owner` (a polluted prototype) is never whose it is.
  const keepAlive = readOptionsOnce(options.keepAlive);
  if (keepAlive === undefined) return null;
  if (typeof keepAlive === 'object') checkOptions('keepAlive', keepAlive, KEEP_ALIVE_SHAPE);
  const { id, owner } = typeof keepAlive === 'string' ? { id: keepAlive } : keepAlive;
  if (!id) throw invalidOption(`keepAlive needs an id, a non-empty string, got ${describe(id)}`);
  if (owner === '')
    throw invalidOption(
      'keepAlive.owner must be a non-empty string (a key that tells users apart), got an empty string',
    );
  return { id, owner };
}

/** The owner as part of the embed's identity, read without throwing (the check comes when an embed is created). */
export function keepAliveOwner({ keepAlive }: LifecycleOptions): unknown {
  return typeof keepAlive === 'object' && keepAlive !== null && Object.hasOwn(keepAlive, 'owner')
    ? keepAlive.owner
    : undefined;
}

function describe(value: unknown): string {
  return value === '' ? 'an empty string' : typeof value;
}
