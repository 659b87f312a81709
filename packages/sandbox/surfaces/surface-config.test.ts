// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readSurfaceConfig, readUrlParameters } from './surface-config';

describe('readUrlParameters', () => {
  it('reads a signed dashboard address', () => {
    const params = readUrlParameters(
      '?session=abc_123&allowExport=true&locale=fr-ca&timezone=Europe/Paris&f_orders.status={"value":"shipped"}',
      'dashboard',
    );
    expect(params).toEqual({
      sessionId: 'abc_123',
      sessionParameter: 'session',
      allowExport: true,
      locale: 'fr-CA',
      timezone: 'Europe/Paris',
      filters: [{ member: 'orders.status', values: ['shipped'] }],
      problems: [],
    });
  });

  it('reads the chat session from sessionId, not session', () => {
    expect(readUrlParameters('?sessionId=s1&session=s2', 'chat').sessionId).toBe('s1');
    expect(readUrlParameters('?session=s2', 'chat').sessionId).toBeNull();
    expect(readUrlParameters('?sessionId=s1', 'dashboard').sessionId).toBeNull();
  });

  it('is private mode without a session id', () => {
    expect(readUrlParameters('', 'dashboard').sessionId).toBeNull();
    expect(readUrlParameters('?session=', 'dashboard').sessionId).toBeNull();
  });

  it.each(['1', 'TRUE', 'yes', 'true ', ''])('grants no export for allowExport=%j', (value) => {
    expect(readUrlParameters(`?allowExport=${value}`, 'dashboard').allowExport).toBe(false);
  });

  it.each([
    ['?timezone=%2B02:00', 'timezone ignored'],
    ['?timezone=UTC%2B3', 'timezone ignored'],
    ['?timezone=Mars/Olympus', 'timezone ignored'],
    ['?locale=not_a_locale!', 'locale ignored'],
    ['?f_orders.status={bad', 'not valid JSON'],
    ['?f_orders.weight={"value":1}', 'unknown dimension orders.weight'],
    ['?f_orders={"value":1}', 'not a filter parameter'],
  ])('ignores %s and says why', (search, problem) => {
    const params = readUrlParameters(search, 'dashboard');
    expect(params.problems.join('\n')).toContain(problem);
    expect([params.timezone, params.locale, params.filters]).toEqual([null, null, []]);
  });

  it('lets a later filter on the same dimension win, and null clear an earlier one', () => {
    const search =
      '?f_orders.status="shipped"&f_orders.city="Paris"&f_orders.status="completed"&f_orders.city=null';
    expect(readUrlParameters(search, 'dashboard').filters).toEqual([
      { member: 'orders.status', values: ['completed'] },
    ]);
  });
});

describe('readSurfaceConfig', () => {
  afterEach(() => document.head.replaceChildren());

  function page(json: string): Document {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'svc-embed-config';
    script.textContent = json;
    document.head.append(script);
    return document;
  }

  it('reads the config the sandbox writes', () => {
    const config = {
      surface: 'dashboard',
      publicId: 'sales-overview',
      hostOrigins: ['http://localhost:4200'],
      tokenEndpoint: '/api/v1/embed/session/token',
      dataEndpoint: '/api/v1/embed/data',
    };
    expect(readSurfaceConfig(page(JSON.stringify(config)))).toEqual(config);
  });

  it('reads the ready delay of a slow sandbox', () => {
    const config = {
      surface: 'app',
      deploymentId: 42,
      appPath: '',
      hostOrigins: [],
      tokenEndpoint: '/t',
      dataEndpoint: '/d',
      readyDelayMs: 1500,
    };
    expect(readSurfaceConfig(page(JSON.stringify(config))).readyDelayMs).toBe(1500);
  });

  it.each([
    ['{}', 'incomplete'],
    ['{"surface":"report","hostOrigins":[],"tokenEndpoint":"/t","dataEndpoint":"/d"}', 'incomplete'],
    ['null', 'incomplete'],
    ...['-1', '"1500"', 'null', '1e999'].map((delay) => [
      `{"surface":"chat","hostOrigins":[],"tokenEndpoint":"/t","dataEndpoint":"/d","readyDelayMs":${delay}}`,
      'incomplete',
    ]),
  ])('refuses %s', (json, message) => {
    expect(() => readSurfaceConfig(page(json))).toThrow(message);
  });

  it('refuses a page without a config', () => {
    expect(() => readSurfaceConfig(document)).toThrow('no <script id="svc-embed-config">');
  });
});
