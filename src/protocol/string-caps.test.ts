import { describe, expect, it } from 'vitest';
import { rawAction, rawEvent } from '../../test/support/envelopes';
import { createAction, createEvent, safeParseAction, safeParseEvent } from '../envelope';
import { parseReceivedAction, parseReceivedEvent } from './receive-parsers';

const INVALID_ARGUMENT = expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' });

/** A string of `length` characters that each field's own grammar accepts (paths start with a slash). */
const long = (length: number, head = '') => head + 'a'.repeat(length - head.length);

type Case = [
  direction: 'event' | 'action',
  name: string,
  field: string,
  cap: number,
  payload: (text: string) => object,
  head?: string,
];

/** The README "String caps" table, row by row: the cap is accepted, one character more is refused. */
const CAPS: Case[] = [
  [
    'event',
    'ready',
    'embedTenant',
    256,
    (t) => ({ embedTenant: t, deploymentId: 1, mode: 'signed', surface: 'dashboard' }),
  ],
  [
    'event',
    'ready',
    'publicId',
    256,
    (t) => ({ embedTenant: null, deploymentId: null, mode: 'private', surface: 'dashboard', publicId: t }),
  ],
  ['event', 'view', 'publicId', 256, (t) => ({ surface: 'dashboard', path: '/a', publicId: t })],
  ['event', 'view', 'title', 1024, (t) => ({ surface: 'dashboard', path: '/a', title: t })],
  ['event', 'view', 'path', 2048, (t) => ({ surface: 'dashboard', path: t }), '/'],
  ['event', 'navigate', 'path', 2048, (t) => ({ path: t }), '/'],
  ['event', 'navigate', 'previousPath', 2048, (t) => ({ path: '/a', previousPath: t }), '/'],
  ['event', 'dashboard-loaded', 'publicId', 256, (t) => ({ publicId: t })],
  ['event', 'download', 'widgetId', 256, (t) => ({ format: 'csv', target: 'widget', widgetId: t })],
  ['event', 'download', 'title', 1024, (t) => ({ format: 'csv', target: 'dashboard', title: t })],
  ['event', 'drilldown', 'member', 257, (t) => ({ member: `${t.slice(0, 128)}.${t.slice(129)}` })],
  ['event', 'drilldown', 'value', 4096, (t) => ({ member: 'orders.status', value: t.slice(2) })],
  ['event', 'drilldown', 'widgetId', 256, (t) => ({ member: 'orders.status', widgetId: t })],
  ['event', 'ai-query', 'query', 10_000, (t) => ({ query: t, status: 'submitted' })],
  ['event', 'ai-query', 'chatId', 256, (t) => ({ query: 'q', status: 'submitted', chatId: t })],
  ['event', 'ai-query', 'agentId', 256, (t) => ({ query: 'q', status: 'submitted', agentId: t })],
  ['event', 'error', 'message', 4096, (t) => ({ message: t })],
  ['event', 'error', 'name', 1024, (t) => ({ message: 'm', name: t })],
  ['event', 'error', 'context', 1024, (t) => ({ message: 'm', context: t })],
  ['action', 'set-theme', 'font', 200, (t) => ({ font: t })],
  [
    'action',
    'set-filter',
    'filterUrlParameter',
    4096,
    (t) => ({ filterUrlParameter: `f_orders.status="${t.slice(18)}"` }),
  ],
  ['action', 'navigate', 'path', 2048, (t) => ({ path: t }), '/'],
  ['action', 'set-session', 'sessionId', 512, (t) => ({ sessionId: t })],
];

describe('string caps', () => {
  it.each(CAPS)(
    '%s %s: %s accepts %i characters and refuses one more',
    (direction, name, _field, cap, payload, head) => {
      const [parseZod, parseGenerated, raw] =
        direction === 'event'
          ? ([safeParseEvent, parseReceivedEvent, (p: object) => rawEvent(name, p)] as const)
          : ([safeParseAction, parseReceivedAction, (p: object) => rawAction(name, p)] as const);
      const atCap = payload(long(cap, head));
      const overCap = payload(long(cap + 1, head));
      expect(parseZod(raw(atCap)).success).toBe(true);
      expect(parseGenerated(raw(atCap)).success).toBe(true);
      expect(parseZod(raw(overCap)).success).toBe(false);
      expect(parseGenerated(raw(overCap)).success).toBe(false);
      const create = () =>
        direction === 'event'
          ? createEvent(name as never, overCap as never, 'dashboard')
          : createAction(name as never, overCap as never);
      expect(create).toThrow(INVALID_ARGUMENT);
    },
  );
});

/** `.` and `..` segments, plain or percent-encoded, leave the route once a browser or server resolves them. */
const DOT_SEGMENTS = [
  '/..',
  '/../../../api/v1/embed/data',
  '/embed/d/1/../../x',
  '/./x',
  '/x/.',
  '/x/..?a=1',
  '/x/..#top',
  '/%2e%2e/api',
  '/%2E%2e/api',
  '/%2e/api',
  '/.%2E/api',
  '/x/%2e%2E',
];
const NOT_DOT_SEGMENTS = ['/embed/d/1', '/x/...', '/x/.hidden', '/x/a..b', '/x/%2e%2e%2e', '/v1.2/x'];

describe('dot segments in paths', () => {
  it.each(DOT_SEGMENTS)(
    'refuses %s in navigate actions and events, from zod and the generated validators',
    (path) => {
      expect(safeParseAction(rawAction('navigate', { path })).success).toBe(false);
      expect(parseReceivedAction(rawAction('navigate', { path })).success).toBe(false);
      expect(safeParseEvent(rawEvent('navigate', { path })).success).toBe(false);
      expect(parseReceivedEvent(rawEvent('navigate', { path })).success).toBe(false);
      expect(() => createAction('navigate', { path })).toThrow(INVALID_ARGUMENT);
    },
  );

  it.each(NOT_DOT_SEGMENTS)('still accepts %s', (path) => {
    expect(safeParseAction(rawAction('navigate', { path })).success).toBe(true);
    expect(parseReceivedAction(rawAction('navigate', { path })).success).toBe(true);
  });
});
