import { describe, expect, it } from 'vitest';
import { rawAction, rawEvent, without } from '../test/support/envelopes';
import { describeParseError, EMBED_SOURCE, safeParseAction, safeParseEvent } from './envelope';

const validEvent = rawEvent('navigate', { path: '/a' }, 'app');
const validAction = rawAction('refresh', {});

const notAnEnvelope: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a string', JSON.stringify(validEvent)],
  ['a number', 42],
  ['a boolean', true],
  ['an array', [validEvent]],
  ['a Date', new Date()],
  ['a Map', new Map(Object.entries(validEvent))],
  ['a class instance', new (class Envelope {})()],
];

const brokenEvents: [label: string, envelope: Record<string, unknown>, path: string][] = [
  ['wrong source', { ...validEvent, source: 'svc-embed-x' }, 'source'],
  ['missing source', { ...validEvent, source: undefined }, 'source'],
  ['direction action on an event parse', { ...validEvent, direction: 'action' }, 'direction'],
  ['unknown direction', { ...validEvent, direction: 'request' }, 'direction'],
  ['action prefix with event direction', { ...validEvent, type: 'svc:action:navigate' }, 'type'],
  ['unknown event type', { ...validEvent, type: 'svc:event:explode' }, 'type'],
  ['prototype key as type', { ...validEvent, type: 'svc:event:__proto__' }, 'type'],
  ['constructor as type', { ...validEvent, type: 'svc:event:constructor' }, 'type'],
  ['toString as type', { ...validEvent, type: 'svc:event:toString' }, 'type'],
  ['bare name as type', { ...validEvent, type: 'navigate' }, 'type'],
  ['type not a string', { ...validEvent, type: 7 }, 'type'],
  ['negative timestamp', { ...validEvent, timestamp: -1 }, 'timestamp'],
  ['NaN timestamp', { ...validEvent, timestamp: Number.NaN }, 'timestamp'],
  ['infinite timestamp', { ...validEvent, timestamp: Number.POSITIVE_INFINITY }, 'timestamp'],
  ['string timestamp', { ...validEvent, timestamp: '1700000000000' }, 'timestamp'],
  ['missing timestamp', { ...validEvent, timestamp: undefined }, 'timestamp'],
  ['payload null', { ...validEvent, payload: null }, 'payload'],
  ['payload an array', { ...validEvent, payload: [] }, 'payload'],
  ['payload a string', { ...validEvent, payload: '{"path":"/a"}' }, 'payload'],
  ['payload a Date', { ...validEvent, payload: new Date() }, 'payload'],
  ['no surface key', without(validEvent, 'surface'), 'surface'],
  ['undefined surface', { ...validEvent, surface: undefined }, 'surface'],
  ['surface outside the enum', { ...validEvent, surface: 'report' }, 'surface'],
  [
    'ready surface differs from envelope',
    rawEvent('ready', readyPayload('app'), 'dashboard'),
    'payload.surface',
  ],
  [
    'view surface differs from envelope',
    rawEvent('view', { surface: 'chat', path: '/a' }, 'app'),
    'payload.surface',
  ],
];

const brokenActions: [label: string, envelope: Record<string, unknown>, path: string][] = [
  ['direction event on an action parse', { ...validAction, direction: 'event' }, 'direction'],
  ['event prefix with action direction', { ...validAction, type: 'svc:event:refresh' }, 'type'],
  ['unknown action type', { ...validAction, type: 'svc:action:reboot' }, 'type'],
  ['surface on an action', { ...validAction, surface: 'dashboard' }, 'surface'],
  ['undefined surface key on an action', { ...validAction, surface: undefined }, 'surface'],
  ['refresh payload missing', { ...validAction, payload: undefined }, 'payload'],
  ['wrong source', { ...validAction, source: 'other' }, 'source'],
];

function readyPayload(surface: string) {
  return { embedTenant: null, deploymentId: null, mode: 'private', surface };
}

describe('envelope rules', () => {
  it.each(notAnEnvelope)('refuses %s without throwing', (_label, data) => {
    expect(safeParseEvent(data).success).toBe(false);
    expect(safeParseAction(data).success).toBe(false);
  });

  it.each(brokenEvents)('refuses an event with %s', (_label, envelope, path) => {
    const result = safeParseEvent(envelope);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it.each(brokenActions)('refuses an action with %s', (_label, envelope, path) => {
    const result = safeParseAction(envelope);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(path);
  });

  it('accepts a ready whose surface matches the envelope', () => {
    expect(safeParseEvent(rawEvent('ready', readyPayload('chat'), 'chat')).success).toBe(true);
  });

  it('accepts a payload with a null prototype', () => {
    const payload = Object.assign(Object.create(null), { path: '/a' });
    expect(safeParseEvent(rawEvent('navigate', payload, 'app')).success).toBe(true);
  });

  it.each<[string, () => unknown]>([
    [
      'fields inherited from a null-prototype object',
      () => Object.create(Object.assign(Object.create(null), validEvent)),
    ],
    ['fields inherited from another object', () => Object.create({ ...validEvent })],
    ['a payload with inherited fields', () => ({ ...validEvent, payload: Object.create({ path: '/a' }) })],
  ])('refuses %s', (_label, make) => {
    expect(safeParseEvent(make()).success).toBe(false);
  });

  it('refuses an object of another realm: postMessage always clones into this one', async () => {
    const { runInNewContext } = await import('node:vm');
    const foreign = runInNewContext('(envelope) => JSON.parse(JSON.stringify(envelope))')(
      validEvent,
    ) as unknown;
    expect(Object.getPrototypeOf(foreign)).not.toBe(Object.prototype);
    expect(safeParseEvent(foreign).success).toBe(false);
  });

  it('drops unknown payload and envelope fields: a download never carries rows', () => {
    const envelope = {
      ...rawEvent('download', { format: 'csv', target: 'dashboard', rows: [['secret']], data: 'x' }),
      extra: 'field',
    };
    const result = safeParseEvent(envelope);
    expect(result.data).toEqual(rawEvent('download', { format: 'csv', target: 'dashboard' }));
    expect(result.data?.payload).not.toHaveProperty('rows');
    expect(result.data).not.toHaveProperty('extra');
  });

  it('does not pollute prototypes through __proto__ or constructor keys', () => {
    const hostile = JSON.parse(
      `{"source":"${EMBED_SOURCE}","direction":"action","type":"svc:action:set-theme","timestamp":1,` +
        '"payload":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"font":"Inter"}}',
    );
    const result = safeParseAction(hostile);
    expect(result.data?.payload).toEqual({ font: 'Inter' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.data?.payload)).toBe(Object.prototype);
  });

  it('turns a hostile object into a refusal, not a throw', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = { ...validEvent };
    Object.defineProperty(throwing, 'payload', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(safeParseEvent(proxy).success).toBe(false);
    expect(safeParseEvent(throwing).success).toBe(false);
  });

  it('describes a failure by field', () => {
    const result = safeParseEvent({ ...validEvent, timestamp: -1 });
    expect(result.success).toBe(false);
    if (!result.success) expect(describeParseError(result.error)).toBe('timestamp must be >= 0');
  });
});
