import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type Order } from './order-model';
import { SAMPLE_DATA_DAYS, SAMPLE_DATA_END, SAMPLE_ORDERS } from './sample-data';
import { errorOf, startTestSandbox, TEST_API_KEY } from './test-sandbox';

const DATA = '/api/v1/embed/data';

const withToken = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('GET /api/v1/embed/data', () => {
  it('serves the sample rows anonymously (private mode) when private embeds are allowed', async () => {
    const sandbox = await startTestSandbox({ allowPrivate: true });
    const response = await sandbox.request(DATA);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ rows: SAMPLE_ORDERS });
  });

  it('refuses an anonymous request when private embeds are not allowed (the default)', async () => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request(DATA);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await errorOf(response)).toContain('--allow-private');
  });

  it.each<
    [string, (sandbox: Awaited<ReturnType<typeof startTestSandbox>>, sessionId: string) => Promise<void>]
  >([
    [
      'revoked',
      async (sandbox, sessionId) => {
        const revoke = { Authorization: `Api-Key ${TEST_API_KEY}` };
        expect((await sandbox.post('/api/v1/embed/session/revoke', { sessionId }, revoke)).status).toBe(204);
      },
    ],
    [
      'expired',
      async (sandbox) => {
        sandbox.clock.now += 61_000;
      },
    ],
  ])('gives 401 to the holder of a %s token who drops the header', async (_label, endToken) => {
    const sandbox = await startTestSandbox({ tokenTtlMs: 60_000 });
    const sessionId = await sandbox.mint();
    const token = await sandbox.token(sessionId);
    await endToken(sandbox, sessionId);
    expect((await sandbox.request(DATA, withToken(token))).status).toBe(401);
    expect((await sandbox.request(DATA)).status).toBe(401);
  });

  it('serves the rows to a valid token', async () => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request(DATA, withToken(await sandbox.token()));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { rows: Order[] }).rows).toHaveLength(SAMPLE_ORDERS.length);
  });

  it('refuses a token once it has expired', async () => {
    const sandbox = await startTestSandbox({ tokenTtlMs: 60_000 });
    const token = await sandbox.token();
    sandbox.clock.now += 59_000;
    expect((await sandbox.request(DATA, withToken(token))).status).toBe(200);
    sandbox.clock.now += 1_000;
    expect((await sandbox.request(DATA, withToken(token))).status).toBe(401);
  });

  it('refuses a token of another sandbox run (another secret)', async () => {
    const first = await startTestSandbox();
    const second = await startTestSandbox();
    const response = await second.request(DATA, withToken(await first.token()));
    expect(response.status).toBe(401);
  });

  it.each<[string, (token: string) => string]>([
    ['a tampered payload', (token) => `Bearer ${tamperPayload(token)}`],
    [
      'a tampered signature',
      (token) => `Bearer ${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
    ],
    ['an unsigned token', (token) => `Bearer ${unsignedHeader()}.${token.split('.')[1]}.`],
    ['garbage', () => 'Bearer not-a-jwt'],
    ['the Api-Key scheme', (token) => `Api-Key ${token}`],
    ['no token after Bearer', () => 'Bearer'],
  ])('refuses %s with 401 JSON', async (_label, authorization) => {
    const sandbox = await startTestSandbox();
    const token = await sandbox.token();
    expect((await sandbox.request(DATA, withToken(token))).status).toBe(200);
    const response = await sandbox.request(DATA, { headers: { Authorization: authorization(token) } });
    expect(response.status).toBe(401);
    await errorOf(response);
  });
});

describe('sample data', () => {
  it('has 60 well-formed orders in the 90 days before the fixed end', () => {
    expect(SAMPLE_ORDERS).toHaveLength(60);
    const start = SAMPLE_DATA_END - SAMPLE_DATA_DAYS * 86_400_000;
    for (const order of SAMPLE_ORDERS) {
      const time = Date.parse(order.createdAt);
      expect(order.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(time).toBeGreaterThanOrEqual(start);
      expect(time).toBeLessThan(SAMPLE_DATA_END);
      expect(ORDER_STATUSES).toContain(order.status);
      expect(Math.round(order.amount * 100) / 100).toBe(order.amount);
      expect(order.amount).toBeGreaterThan(0);
      expect(Number.isInteger(order.items) && order.items >= 1).toBe(true);
      expect(order.city.length * order.country.length).toBeGreaterThan(0);
    }
    expect(new Set(SAMPLE_ORDERS.map((order) => order.id)).size).toBe(60);
    expect(new Set(SAMPLE_ORDERS.map((order) => order.status)).size).toBe(ORDER_STATUSES.length);
  });
});

function tamperPayload(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
  claims.deploymentId = 999;
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

function unsignedHeader(): string {
  return Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
}
