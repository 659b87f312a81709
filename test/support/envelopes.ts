import { EMBED_SOURCE } from '../../src/envelope';

/** Raw envelopes, built by hand so that tests can break any field (createEvent would refuse). */
export function rawEvent(
  name: string,
  payload: unknown,
  surface: unknown = 'dashboard',
): Record<string, unknown> {
  return { ...rawEnvelope('event', name, payload), surface };
}

export function rawAction(name: string, payload: unknown): Record<string, unknown> {
  return rawEnvelope('action', name, payload);
}

function rawEnvelope(direction: 'event' | 'action', name: string, payload: unknown): Record<string, unknown> {
  return {
    source: EMBED_SOURCE,
    direction,
    type: `svc:${direction}:${name}`,
    payload,
    timestamp: 1_700_000_000_000,
  };
}

export function without<T extends object>(value: T, key: keyof T): Partial<T> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
