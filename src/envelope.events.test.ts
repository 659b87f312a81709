import { describe, expect, it } from 'vitest';
import { rawEvent, without } from '../test/support/envelopes';
import {
  createEvent,
  type EmbedEventName,
  type EventPayloads,
  type Surface,
  safeParseEvent,
} from './envelope';

type EventCase<N extends EmbedEventName> = {
  surface: Surface;
  valid: EventPayloads[N];
  required: (keyof EventPayloads[N])[];
  refused: [label: string, payload: Record<string, unknown>][];
};

const ready = { embedTenant: 'acme', deploymentId: 42, mode: 'signed', surface: 'dashboard' } as const;
const csvDownload = {
  format: 'csv',
  target: 'widget',
  widgetId: 'w1',
  title: 'Orders',
  rowCount: 10,
} as const;

const cases: { [N in EmbedEventName]: EventCase<N> } = {
  ready: {
    surface: 'dashboard',
    valid: { ...ready, publicId: 'pub-1' },
    required: ['embedTenant', 'deploymentId', 'mode', 'surface'],
    refused: [
      ['mode outside the enum', { ...ready, mode: 'public' }],
      ['surface outside the enum', { ...ready, surface: 'report' }],
      ['deploymentId as a string', { ...ready, deploymentId: '42' }],
      ['deploymentId not an integer', { ...ready, deploymentId: 4.2 }],
      ['deploymentId zero', { ...ready, deploymentId: 0 }],
      ['embedTenant a number', { ...ready, embedTenant: 7 }],
      ['publicId empty', { ...ready, publicId: '' }],
    ],
  },
  view: {
    surface: 'app',
    valid: { surface: 'app', path: '/embed/d/42/app/workbook/130', title: 'Sales' },
    required: ['surface', 'path'],
    refused: [
      ['surface outside the enum', { surface: 'x', path: '/a' }],
      ['path without leading slash', { surface: 'app', path: 'embed/d/42' }],
      ['protocol-relative path', { surface: 'app', path: '//evil.example/x' }],
      ['backslash path', { surface: 'app', path: '/\\evil.example' }],
      ['javascript: path', { surface: 'app', path: 'javascript:alert(1)' }],
      ['path too long', { surface: 'app', path: `/${'a'.repeat(2048)}` }],
    ],
  },
  navigate: {
    surface: 'app',
    valid: { path: '/embed/d/42/app/workbook/2', previousPath: '/embed/d/42/app' },
    required: ['path'],
    refused: [
      ['absolute URL path', { path: 'https://evil.example/' }],
      ['previousPath not a path', { path: '/a', previousPath: 'b' }],
    ],
  },
  'dashboard-loaded': {
    surface: 'dashboard',
    valid: { publicId: 'pub-1', widgetCount: 4, loadDurationMs: 120.5 },
    required: [],
    refused: [
      ['negative widgetCount', { widgetCount: -1 }],
      ['fractional widgetCount', { widgetCount: 1.5 }],
      ['negative loadDurationMs', { loadDurationMs: -3 }],
      ['infinite loadDurationMs', { loadDurationMs: Number.POSITIVE_INFINITY }],
    ],
  },
  download: {
    surface: 'dashboard',
    valid: csvDownload,
    required: ['format', 'target'],
    refused: [
      ['format outside the enum', { ...csvDownload, format: 'json' }],
      ['target outside the enum', { ...csvDownload, target: 'page' }],
      ['widgetId with dashboard target', { format: 'pdf', target: 'dashboard', widgetId: 'w1' }],
      ['rowCount on an image export', { format: 'png', target: 'widget', rowCount: 3 }],
      ['negative rowCount', { ...csvDownload, rowCount: -1 }],
    ],
  },
  drilldown: {
    surface: 'dashboard',
    valid: { member: 'orders.count', value: { status: 'shipped' }, widgetId: 'w2' },
    required: ['member'],
    refused: [
      ['member not qualified', { member: 'count' }],
      ['member with three parts', { member: 'a.b.c' }],
      ['member with spaces', { member: 'orders. count' }],
    ],
  },
  'ai-query': {
    surface: 'chat',
    valid: { query: 'top customers', status: 'completed', chatId: 'c1', agentId: 'a1' },
    required: ['query', 'status'],
    refused: [
      ['status outside the enum', { query: 'q', status: 'running' }],
      ['empty query', { query: '', status: 'submitted' }],
    ],
  },
  'session-expiring': {
    surface: 'dashboard',
    valid: { expiresAt: 1_700_000_000_000, expiresInMs: 0 },
    required: ['expiresAt', 'expiresInMs'],
    refused: [
      ['negative expiresInMs', { expiresAt: 1, expiresInMs: -1 }],
      ['expiresAt as a string', { expiresAt: '2024-01-01', expiresInMs: 1 }],
      ['NaN expiresAt', { expiresAt: Number.NaN, expiresInMs: 1 }],
    ],
  },
  'session-expired': {
    surface: 'chat',
    valid: { expiredAt: 1_700_000_000_000 },
    required: ['expiredAt'],
    refused: [['negative expiredAt', { expiredAt: -5 }]],
  },
  error: {
    surface: 'app',
    valid: { message: 'boom', name: 'EmbedSessionExchangeError', context: 'session-renewal', fatal: false },
    required: ['message'],
    refused: [
      ['fatal as a string', { message: 'x', fatal: 'yes' }],
      ['message a number', { message: 1 }],
    ],
  },
};

const names = Object.keys(cases) as EmbedEventName[];

describe.each(names)('event %s', (name) => {
  const { surface, valid, required, refused } = cases[name] as EventCase<EmbedEventName>;

  it('accepts its valid payload and keeps every known field', () => {
    const result = safeParseEvent(rawEvent(name, valid, surface));
    expect(result).toEqual({ success: true, data: rawEvent(name, valid, surface) });
  });

  it('is built by createEvent', () => {
    expect(createEvent(name, valid, surface, 5)).toEqual({ ...rawEvent(name, valid, surface), timestamp: 5 });
  });

  it.each(required.map(String))('refuses a payload without %s', (field) => {
    const payload = without(valid as Record<string, unknown>, field);
    const result = safeParseEvent(rawEvent(name, payload, surface));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['payload', field]);
    expect(() => createEvent(name, payload as never, surface)).toThrow(new RegExp(`payload\\.${field}`));
  });

  it.each(refused)('refuses %s', (_label, payload) => {
    const result = safeParseEvent(rawEvent(name, payload, surface));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe('payload');
    expect(() => createEvent(name, payload as never, surface)).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument' }),
    );
  });
});

it('covers all ten events of section 6.2', () => {
  expect(names).toHaveLength(10);
});
