import { SESSION_ID_TTL_MS } from '@svc/embed';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_NOMINAL_TTL_MS } from '../session-timing';
import { errorOf, startTestSandbox, TEST_API_KEY } from './test-sandbox';

const TOKEN = '/api/v1/embed/session/token';
const REVOKE = '/api/v1/embed/session/revoke';
const apiKeyHeader = { Authorization: `Api-Key ${TEST_API_KEY}` };

describe('session/token', () => {
  it('exchanges an id for an HS256 JWT whose exp - iat is the token TTL', async () => {
    const sandbox = await startTestSandbox({ tokenTtlMs: 240_000 });
    const sessionId = await sandbox.mint({
      deploymentId: 42,
      externalId: 'ada',
      publicDashboardId: 'sales-q1',
      embedTenantName: 'acme-corp',
      embedTheme: { primaryColor: '#0a7' },
      settings: { showDashboardChat: true },
      email: 'ada@acme.example',
    });
    const response = await sandbox.exchange(sessionId);
    expect(response.status).toBe(200);
    const { token } = (await response.json()) as { token: string };
    const claims = decodeJwt(token);
    expect(claims.iat).toBe(Math.floor(sandbox.clock.now / 1000));
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(240);
    expect(claims).toMatchObject({
      deploymentId: 42,
      externalId: 'ada',
      publicDashboardId: 'sales-q1',
      embedTenantName: 'acme-corp',
      embedTheme: { primaryColor: '#0a7' },
      settings: { showDashboardChat: true },
    });
    expect(claims).not.toHaveProperty('email');
    expect(typeof claims.sid).toBe('string');
    expect(claims.sid).not.toBe(sessionId);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it('defaults to a 24 h token', async () => {
    const sandbox = await startTestSandbox();
    const token = await sandbox.token();
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_NOMINAL_TTL_MS / 1000);
  });

  it('is single use', async () => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    expect((await sandbox.exchange(sessionId)).status).toBe(200);
    const second = await sandbox.exchange(sessionId);
    expect(second.status).toBe(401);
    expect(await errorOf(second)).toContain('already redeemed');
    expect(sandbox.stats.exchanged).toBe(1);
  });

  it('lets exactly one of 50 concurrent exchanges of one id succeed', async () => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    const responses = await Promise.all(Array.from({ length: 50 }, () => sandbox.exchange(sessionId)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 401)).toHaveLength(49);
  });

  it('refuses an id once 5 minutes have passed', async () => {
    const sandbox = await startTestSandbox();
    const fresh = await sandbox.mint();
    const stale = await sandbox.mint();
    sandbox.clock.now += SESSION_ID_TTL_MS - 1;
    expect((await sandbox.exchange(fresh)).status).toBe(200);
    sandbox.clock.now += 1;
    expect((await sandbox.exchange(stale)).status).toBe(401);
  });

  it.each<[string, unknown, number]>([
    ['an unknown id', { sessionId: 'never-minted' }, 401],
    ['a missing sessionId', {}, 400],
    ['a numeric sessionId', { sessionId: 7 }, 400],
    ['an empty sessionId', { sessionId: '' }, 400],
    ['broken JSON', '{"sessionId":', 400],
  ])('answers %s with $2', async (_label, body, status) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.post(TOKEN, body);
    expect(response.status).toBe(status);
    await errorOf(response);
  });

  it('needs no credential but refuses a non-JSON content type', async () => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    const response = await sandbox.post(TOKEN, { sessionId }, { 'Content-Type': 'text/plain' });
    expect(response.status).toBe(415);
    expect((await sandbox.exchange(sessionId)).status).toBe(200);
  });
});

describe('session/revoke', () => {
  const revoke = (sandbox: Awaited<ReturnType<typeof startTestSandbox>>, sessionId: string) =>
    sandbox.post(REVOKE, { sessionId }, apiKeyHeader);

  it('makes an unexchanged id unusable', async () => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    const response = await revoke(sandbox, sessionId);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await sandbox.exchange(sessionId)).status).toBe(401);
    expect(sandbox.stats.revoked).toBe(1);
  });

  it('makes the data endpoint refuse a token exchanged before', async () => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    const token = await sandbox.token(sessionId);
    const data = () =>
      sandbox.request('/api/v1/embed/data', { headers: { Authorization: `Bearer ${token}` } });
    expect((await data()).status).toBe(200);
    expect((await revoke(sandbox, sessionId)).status).toBe(204);
    const refused = await data();
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toContain('revoked');
  });

  it('is idempotent and answers 204 for unknown ids', async () => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    expect((await revoke(sandbox, sessionId)).status).toBe(204);
    expect((await revoke(sandbox, sessionId)).status).toBe(204);
    expect((await revoke(sandbox, 'never-minted')).status).toBe(204);
    expect(sandbox.stats.revoked).toBe(1);
  });

  it.each<[string, Record<string, string>, unknown, number]>([
    ['no API key', {}, { sessionId: 'x' }, 401],
    ['a wrong API key', { Authorization: 'Bearer nope' }, { sessionId: 'x' }, 401],
    ['a missing sessionId', apiKeyHeader, {}, 400],
  ])('answers %s with $3', async (_label, headers, body, status) => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint();
    const response = await sandbox.post(REVOKE, body, headers);
    expect(response.status).toBe(status);
    await errorOf(response);
    expect((await sandbox.exchange(sessionId)).status).toBe(200);
  });
});
