import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli';
import { EXACT_ORIGIN_RULE } from './exact-origin';
import { startSandbox } from './index';
import { ACCEPTED_ORIGINS, REFUSED_ORIGINS } from './test-origins';
import { startTestSandbox, TEST_API_KEY } from './test-sandbox';

describe('an allowed origin that could add a CSP directive is refused in one line', () => {
  it.each(REFUSED_ORIGINS)('--allowed-origin with %s', (_label, origin, quoted) => {
    const command = parseCliArgs(['--allowed-origin', origin], { SVC_API_KEY: TEST_API_KEY });
    expect(command).toEqual({
      kind: 'error',
      message: `--allowed-origin must be ${EXACT_ORIGIN_RULE}, got ${quoted}`,
    });
    if (command.kind === 'error') expect(command.message).not.toContain('\n');
  });

  it.each(REFUSED_ORIGINS)('startSandbox allowedOrigins with %s', async (_label, origin, quoted) => {
    const started = startSandbox({ apiKey: TEST_API_KEY, port: 0, allowedOrigins: [origin] });
    await expect(started).rejects.toThrow(
      new TypeError(`each of allowedOrigins must be ${EXACT_ORIGIN_RULE}, got ${quoted}`),
    );
  });
});

describe('an allowed origin with an unusual but valid host', () => {
  it.each(ACCEPTED_ORIGINS)(
    '%s is taken by the CLI and written into frame-ancestors as it is',
    async (origin) => {
      const command = parseCliArgs(['--allowed-origin', origin], { SVC_API_KEY: TEST_API_KEY });
      expect(command).toMatchObject({ kind: 'start', options: { allowedOrigins: [origin] } });
      const sandbox = await startTestSandbox({ allowedOrigins: [origin] });
      const csp = (await sandbox.request('/embed/chat')).headers.get('content-security-policy') ?? '';
      expect(csp.split('; ').at(-1)).toBe(`frame-ancestors ${origin}`);
    },
  );
});
