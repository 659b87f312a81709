import fc from 'fast-check';
import {
  type ActionPayloads,
  createAction,
  createEvent,
  type EmbedAction,
  type EmbedActionName,
  type EmbedEvent,
  type EmbedEventName,
  type EventPayloads,
  SURFACES,
  type Surface,
} from '../src/envelope';

/**
 * Valid payloads of every event and action, with the keys each one requires. Written here rather
 * than read from the schemas, so that the fuzz tests have an oracle independent of the parser.
 */
type Examples<Payloads> = {
  [N in keyof Payloads]: {
    examples: readonly Payloads[N][];
    required: readonly (keyof Payloads[N] & string)[];
  };
};

const NOW = 1_700_000_000_000;

export const EVENT_EXAMPLES: Examples<EventPayloads> = {
  ready: {
    examples: [
      { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard', publicId: 'pub-1' },
      { embedTenant: null, deploymentId: null, mode: 'private', surface: 'chat' },
      { embedTenant: 'acme', deploymentId: 1, mode: 'signed', surface: 'app' },
    ],
    required: ['embedTenant', 'deploymentId', 'mode', 'surface'],
  },
  view: {
    examples: [
      { surface: 'app', path: '/embed/d/42/app/workbook/130', title: 'Sales' },
      { surface: 'dashboard', path: '/', publicId: 'pub-1' },
    ],
    required: ['surface', 'path'],
  },
  navigate: {
    examples: [{ path: '/embed/d/42/app/workbook/2', previousPath: '/embed/d/42/app' }, { path: '/a' }],
    required: ['path'],
  },
  'dashboard-loaded': {
    examples: [{ publicId: 'pub-1', widgetCount: 4, loadDurationMs: 120.5 }, {}],
    required: [],
  },
  download: {
    examples: [
      { format: 'csv', target: 'widget', widgetId: 'w1', title: 'Orders', rowCount: 10 },
      { format: 'pdf', target: 'dashboard' },
    ],
    required: ['format', 'target'],
  },
  drilldown: {
    examples: [{ member: 'orders.status', value: 'shipped', widgetId: 'w1' }, { member: 'a.b' }],
    required: ['member'],
  },
  'ai-query': {
    examples: [
      { query: 'top customers', status: 'submitted', chatId: 'c1', agentId: 'a1' },
      { query: 'x', status: 'error' },
    ],
    required: ['query', 'status'],
  },
  'session-expiring': {
    examples: [
      { expiresAt: NOW, expiresInMs: 0 },
      { expiresAt: NOW + 1_800_000, expiresInMs: 1_800_000 },
    ],
    required: ['expiresAt', 'expiresInMs'],
  },
  'session-expired': { examples: [{ expiredAt: NOW }], required: ['expiredAt'] },
  error: {
    examples: [
      { message: 'boom', name: 'EmbedSessionExchangeError', context: 'session-renewal', fatal: false },
      { message: '' },
    ],
    required: ['message'],
  },
};

export const ACTION_EXAMPLES: Examples<ActionPayloads> = {
  'set-color-scheme': {
    examples: [{ scheme: 'light' }, { scheme: 'dark' }, { scheme: 'auto' }],
    required: ['scheme'],
  },
  'set-theme': {
    examples: [
      {},
      {
        primaryColor: '#3366ff',
        backgroundColor: 'rgb(255, 255, 255)',
        textColor: 'black',
        font: 'Inter, sans-serif',
        borderRadius: 8,
      },
      { borderRadius: '0.5rem', primaryColor: 'hsla(210, 50%, 40%, 0.8)' },
    ],
    required: [],
  },
  'set-locale': { examples: [{ locale: 'en-US' }, { locale: 'zh-Hant-TW' }], required: ['locale'] },
  'set-timezone': { examples: [{ timezone: 'Europe/Paris' }, { timezone: 'UTC' }], required: ['timezone'] },
  'set-filter': {
    examples: [{ filterUrlParameter: 'f_orders.status={"value":"USA"}' }, { filterUrlParameter: 'f_a.b=1' }],
    required: ['filterUrlParameter'],
  },
  navigate: { examples: [{ path: '/embed/d/42/app/workbook/2' }], required: ['path'] },
  refresh: { examples: [{}], required: [] },
  'set-session': { examples: [{ sessionId: 'abc.DEF_123-~' }], required: ['sessionId'] },
};

/** Epoch milliseconds the parsers must accept: finite and never negative. */
const timestampArb = fc.oneof(
  fc.constant(NOW),
  fc.integer({ min: 0, max: 8_640_000_000_000_000 }),
  fc.double({ min: 0, max: Number.MAX_VALUE, noNaN: true }),
);

function eventArbitrary<N extends EmbedEventName>(name: N): fc.Arbitrary<EmbedEvent> {
  const payloadArb = fc.constantFrom(...EVENT_EXAMPLES[name].examples);
  return fc
    .tuple(payloadArb, fc.constantFrom(...SURFACES), timestampArb)
    .map(([payload, surface, timestamp]) => {
      // `ready` and `view` carry the surface twice; both copies must agree.
      const own: unknown = (payload as { surface?: unknown }).surface;
      const envelopeSurface = typeof own === 'string' ? (own as Surface) : surface;
      return createEvent(name, payload, envelopeSurface, timestamp) as EmbedEvent;
    });
}

function actionArbitrary<N extends EmbedActionName>(name: N): fc.Arbitrary<EmbedAction> {
  return fc
    .tuple(fc.constantFrom(...ACTION_EXAMPLES[name].examples), timestampArb)
    .map(([payload, timestamp]) => createAction(name, payload, timestamp) as EmbedAction);
}

const EVENT_NAMES = Object.keys(EVENT_EXAMPLES) as EmbedEventName[];
const ACTION_NAMES = Object.keys(ACTION_EXAMPLES) as EmbedActionName[];

/** A fresh valid event envelope of any of the ten names (built by `createEvent`, so it is valid). */
export const validEventArb: fc.Arbitrary<EmbedEvent> = fc.oneof(...EVENT_NAMES.map(eventArbitrary));
/** A fresh valid action envelope of any of the eight names. */
export const validActionArb: fc.Arbitrary<EmbedAction> = fc.oneof(...ACTION_NAMES.map(actionArbitrary));

const REQUIRED_KEYS = new Map<string, readonly string[]>([
  ...EVENT_NAMES.map((name) => [`svc:event:${name}`, EVENT_EXAMPLES[name].required] as const),
  ...ACTION_NAMES.map((name) => [`svc:action:${name}`, ACTION_EXAMPLES[name].required] as const),
]);

/** Keys the payload of a wire type (`svc:event:ready`) requires; none for an unknown type. */
export function requiredPayloadKeys(type: string): readonly string[] {
  return REQUIRED_KEYS.get(type) ?? [];
}
