import { describe, expect, it } from 'vitest';
import { errorOf, startTestSandbox, TEST_API_KEY } from './test-sandbox';

const GENERATE = '/api/v1/embed/generate-session';
const apiKeyHeader = { Authorization: `Api-Key ${TEST_API_KEY}` };

describe('generate-session', () => {
  it.each([
    ['Api-Key', `Api-Key ${TEST_API_KEY}`],
    ['Bearer', `Bearer ${TEST_API_KEY}`],
    ['a lowercase scheme', `api-key ${TEST_API_KEY}`],
  ])('mints a 256-bit base64url id with %s', async (_label, authorization) => {
    const sandbox = await startTestSandbox();
    const sessionId = await sandbox.mint({ deploymentId: 42 }, authorization);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sandbox.stats.minted).toBe(1);
  });

  it.each<[string, Record<string, string>]>([
    ['no Authorization', {}],
    ['a wrong key', { Authorization: 'Api-Key wrong-key' }],
    ['a key with one character more', { Authorization: `Api-Key ${TEST_API_KEY}x` }],
    ['a key prefix', { Authorization: `Api-Key ${TEST_API_KEY.slice(0, -1)}` }],
    ['an unknown scheme', { Authorization: `Basic ${TEST_API_KEY}` }],
    ['the bare key', { Authorization: TEST_API_KEY }],
  ])('answers 401 to %s', async (_label, headers) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.post(GENERATE, { deploymentId: 42 }, headers);
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toContain('API key');
    expect(sandbox.stats.minted).toBe(0);
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('answers 415 to %s', async (_label, contentType) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.post(
      GENERATE,
      { deploymentId: 42 },
      { ...apiKeyHeader, 'Content-Type': contentType },
    );
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toContain('application/json');
  });

  it('accepts application/json with a charset', async () => {
    const sandbox = await startTestSandbox();
    const headers = { ...apiKeyHeader, 'Content-Type': 'Application/JSON; charset=utf-8' };
    expect((await sandbox.post(GENERATE, { deploymentId: 42 }, headers)).status).toBe(200);
  });

  it('answers 413 to a 17 KiB body', async () => {
    const sandbox = await startTestSandbox();
    const body = JSON.stringify({ deploymentId: 42, groups: ['x'.repeat(17 * 1024)] });
    const response = await sandbox.post(GENERATE, body, apiKeyHeader);
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toContain('16384');
  });

  it('answers 413 to a streamed body without Content-Length', async () => {
    const sandbox = await startTestSandbox();
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 17) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await sandbox.request(GENERATE, {
      method: 'POST',
      headers: { ...apiKeyHeader, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it.each([
    ['broken JSON', '{"deploymentId": 42'],
    ['an empty body', ''],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d])],
  ])('answers 400 to %s', async (_label, body) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request(GENERATE, {
      method: 'POST',
      headers: { ...apiKeyHeader, 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(/JSON|UTF-8/);
  });

  it.each<[string, unknown, string]>([
    ['a JSON array', [], 'must be of type object'],
    ['a missing deploymentId', {}, 'deploymentId'],
    ['deploymentId 0', { deploymentId: 0 }, 'deploymentId'],
    ['an uppercase externalId', { deploymentId: 1, externalId: 'Ada' }, 'externalId'],
    ['externalId with internalId', { deploymentId: 1, externalId: 'a', internalId: 'b' }, 'internalId'],
    ['roles with internalId', { deploymentId: 1, internalId: 'b', roles: ['r'] }, 'roles'],
    ['an email without @', { deploymentId: 1, email: 'ada' }, 'email'],
    ['a bad embedTenantName', { deploymentId: 1, embedTenantName: 'Acme' }, 'embedTenantName'],
    [
      'a bad theme color',
      { deploymentId: 1, embedTheme: { primaryColor: 'url(x)' } },
      'embedTheme.primaryColor',
    ],
    ['a string creatorMode', { deploymentId: 1, creatorMode: 'yes' }, 'creatorMode'],
  ])('answers 400 naming the field for %s', async (_label, body, field) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.post(GENERATE, body, apiKeyHeader);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toContain(field);
    expect(sandbox.stats.minted).toBe(0);
  });
});
