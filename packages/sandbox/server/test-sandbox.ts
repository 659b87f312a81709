import { GENERATE_SESSION_PATH } from '@svc/embed/server';
import { afterEach, expect } from 'vitest';
import { type Sandbox, type SandboxOptions, startSandbox } from './index';
import { TOKEN_ENDPOINT } from './surface-pages';

/** A real sandbox on a free port with a hand-driven clock, closed after each test. */

export const TEST_API_KEY = 'sandbox-test-key_5f1c9a';
export const HOST_ORIGIN = 'http://localhost:5173';

export interface TestSandbox extends Sandbox {
  clock: { now: number };
  /** Every response body and header seen through `request`, to look for the API key afterwards. */
  transcript: string[];
  request(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  mint(body?: unknown, authorization?: string): Promise<string>;
  exchange(sessionId: string): Promise<Response>;
  /** The token exchanged for `sessionId`, or for a fresh mint; throws unless the exchange succeeds. */
  token(sessionId?: string): Promise<string>;
}

const open: Sandbox[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((sandbox) => sandbox.close()));
});

export async function startTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const clock = { now: Date.UTC(2025, 0, 15, 12) };
  const sandbox = await startSandbox({
    port: 0,
    apiKey: TEST_API_KEY,
    allowedOrigins: [HOST_ORIGIN],
    now: () => clock.now,
    ...overrides,
  });
  open.push(sandbox);
  const transcript: string[] = [];

  const request = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${sandbox.url}${path}`, init);
    const body = await response.clone().text();
    transcript.push(`${response.status} ${JSON.stringify([...response.headers])} ${body}`);
    return response;
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const mint = async (body: unknown = { deploymentId: 42 }, authorization = `Api-Key ${TEST_API_KEY}`) => {
    const response = await post(GENERATE_SESSION_PATH, body, { Authorization: authorization });
    if (response.status !== 200) throw new Error(`mint failed: ${response.status} ${await response.text()}`);
    const { sessionId } = (await response.json()) as { sessionId: string };
    return sessionId;
  };
  const exchange = (sessionId: string) => post(TOKEN_ENDPOINT, { sessionId });
  const token = async (sessionId?: string) => {
    const response = await exchange(sessionId ?? (await mint()));
    if (response.status !== 200)
      throw new Error(`exchange failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  };

  return Object.assign(sandbox, { clock, transcript, request, post, mint, exchange, token });
}

/** The `error` of a JSON error body; fails the test when there is none. */
export async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error).toBe('string');
  return body.error as string;
}
