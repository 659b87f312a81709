import fc from 'fast-check';
import { EMBED_SOURCE, type EmbedAction, type EmbedEvent, SURFACES } from '../src/envelope';
import { actionPayloadSchemas } from '../src/protocol/action-payloads';
import { eventPayloadSchemas } from '../src/protocol/event-payloads';
import { defineOwn, hostileValueArb, keyArb, nearMissValueArb } from './hostile-values';
import { requiredPayloadKeys } from './valid-envelopes';

/**
 * A valid envelope with exactly one thing changed: one field of the envelope or of its
 * payload replaced or deleted, one extra key injected, or the object given a foreign
 * prototype. `expected` is what the parser must say, when the change alone decides it.
 */
export interface MutatedEnvelope {
  data: Record<string, unknown>;
  change: string;
  expected: 'accept' | 'refuse' | 'either';
}

type Level = 'envelope' | 'payload';
type Operation = 'replace' | 'delete' | 'inject' | 'reprototype';

const ENVELOPE_KEYS: readonly string[] = ['source', 'direction', 'type', 'payload', 'timestamp', 'surface'];
const KNOWN_TYPES: ReadonlySet<string> = new Set([
  ...Object.keys(eventPayloadSchemas).map((name) => `svc:event:${name}`),
  ...Object.keys(actionPayloadSchemas).map((name) => `svc:action:${name}`),
]);

class Impostor {}
const FOREIGN_PROTOTYPES: readonly object[] = [
  Impostor.prototype,
  Array.prototype,
  Date.prototype,
  Map.prototype,
  Object.create(Object.prototype) as object,
];

/** Schema keys of a payload (the parser keeps these and drops everything else). */
export function payloadKeys(type: string): readonly string[] {
  const [, direction, name = ''] = type.split(':');
  const schemas = new Map<string, { shape: object }>(
    Object.entries(direction === 'event' ? eventPayloadSchemas : actionPayloadSchemas),
  );
  return Object.keys(schemas.get(name)?.shape ?? {});
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function isTimestamp(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** What a changed envelope field must do to the verdict. */
function envelopeFieldVerdict(envelope: EmbedEvent | EmbedAction, key: string, value: unknown) {
  const isEvent = envelope.direction === 'event';
  switch (key) {
    case 'source':
      return value === EMBED_SOURCE ? 'accept' : 'refuse';
    case 'direction':
      return value === envelope.direction ? 'accept' : 'refuse';
    case 'type':
      return typeof value === 'string' &&
        value.startsWith(`svc:${envelope.direction}:`) &&
        KNOWN_TYPES.has(value)
        ? 'either'
        : 'refuse';
    case 'timestamp':
      return isTimestamp(value) ? 'accept' : 'refuse';
    case 'payload':
      return isPlainObject(value) ? 'either' : 'refuse';
    case 'surface': {
      if (!isEvent || !(SURFACES as readonly unknown[]).includes(value)) return 'refuse';
      const own: unknown = (envelope.payload as { surface?: unknown }).surface;
      return own === undefined || own === value ? 'accept' : 'refuse';
    }
    default:
      return 'accept';
  }
}

function payloadFieldVerdict(envelope: EmbedEvent | EmbedAction, key: string, operation: Operation) {
  const known = payloadKeys(envelope.type).includes(key);
  if (!known) return 'accept';
  if (operation === 'delete') return requiredPayloadKeys(envelope.type).includes(key) ? 'refuse' : 'accept';
  return 'either';
}

function copy(envelope: EmbedEvent | EmbedAction): Record<string, unknown> {
  return { ...envelope, payload: { ...envelope.payload } };
}

interface Plan {
  level: Level;
  operation: Operation;
  pick: number;
  key: string;
  value: unknown;
}

function apply(envelope: EmbedEvent | EmbedAction, plan: Plan): MutatedEnvelope {
  const data = copy(envelope);
  const target = (plan.level === 'envelope' ? data : data.payload) as Record<string, unknown>;
  const candidates = plan.level === 'envelope' ? ENVELOPE_KEYS : payloadKeys(envelope.type);
  if (plan.operation === 'reprototype') {
    const prototype = FOREIGN_PROTOTYPES[plan.pick % FOREIGN_PROTOTYPES.length] ?? null;
    Object.setPrototypeOf(target, prototype);
    const plain = isPlainObject(target);
    return { data, change: `${plan.level} prototype set`, expected: plain ? 'accept' : 'refuse' };
  }
  if (plan.operation === 'delete') {
    const own = Object.keys(target);
    const key = own[plan.pick % Math.max(own.length, 1)];
    if (key === undefined) return { data, change: 'nothing to delete', expected: 'accept' };
    Reflect.deleteProperty(target, key);
    // Every field of a valid envelope is required (an action has no `surface` to delete).
    const expected = plan.level === 'payload' ? payloadFieldVerdict(envelope, key, 'delete') : 'refuse';
    return { data, change: `${plan.level}.${key} deleted`, expected };
  }
  const key =
    plan.operation === 'replace' ? (candidates[plan.pick % candidates.length] ?? plan.key) : plan.key;
  defineOwn(target, key, plan.value);
  const expected =
    plan.level === 'envelope'
      ? envelopeFieldVerdict(envelope, key, plan.value)
      : payloadFieldVerdict(envelope, key, plan.operation);
  const done = plan.operation === 'inject' ? 'injected' : 'replaced';
  return { data, change: `${plan.level}.${key} ${done}`, expected };
}

const planArb: fc.Arbitrary<Plan> = fc.record({
  level: fc.constantFrom<Level>('envelope', 'payload'),
  operation: fc.constantFrom<Operation>('replace', 'replace', 'delete', 'inject', 'reprototype'),
  pick: fc.nat(),
  key: keyArb,
  value: fc.oneof({ weight: 2, arbitrary: nearMissValueArb }, { weight: 3, arbitrary: hostileValueArb }),
});

/** One-change variants of the envelopes that `validArb` makes. */
export function mutatedArb(validArb: fc.Arbitrary<EmbedEvent | EmbedAction>): fc.Arbitrary<MutatedEnvelope> {
  return fc.tuple(validArb, planArb).map(([envelope, plan]) => apply(envelope, plan));
}
