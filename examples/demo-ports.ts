import { createServer } from 'node:net';
import { EXACT_ORIGIN_RULE, exactHttpOrigin, quotedOrigin } from '../packages/sandbox/server/exact-origin';

/** One of the demo's two ports, as `npm start` reads it from its environment variable. */
export interface DemoPort {
  variable: 'SANDBOX_PORT' | 'HOST_PORT';
  host: string;
  port: number;
}

/** Thrown with a one-line message for the terminal: what is wrong and which variable to change. */
export class DemoPortError extends Error {
  override name = 'DemoPortError';
}

export function readDemoPort(
  variable: DemoPort['variable'],
  host: string,
  fallback: number,
  env: NodeJS.ProcessEnv = process.env,
): DemoPort {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return { variable, host, port: fallback };
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535)
    throw new DemoPortError(`${variable}=${JSON.stringify(raw)} is not a port: use a number from 1 to 65535`);
  return { variable, host, port };
}

/**
 * Listens on the port for a moment, so that a taken port is told before anything starts. The message
 * suggests a port that is free now and is not one of `demoPorts` (the other port would be taken next).
 */
export async function checkPortFree(demoPort: DemoPort, demoPorts: readonly number[] = []): Promise<void> {
  if (demoPort.port === 0) return;
  const error = await listenError(demoPort.host, demoPort.port);
  if (error !== null) throw await portError(demoPort, error, demoPorts);
}

/** The terminal line for a port that cannot be listened on; other errors pass through unchanged. */
export async function portError(
  { variable, host, port }: DemoPort,
  error: NodeJS.ErrnoException,
  demoPorts: readonly number[] = [],
): Promise<Error> {
  if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') return error;
  const free = await freePortNear(host, port, [port, ...demoPorts]);
  const change =
    free === null
      ? `set ${variable} to a free port`
      : `set ${variable} to a free port, e.g. ${variable}=${free} npm start`;
  if (error.code === 'EADDRINUSE')
    return new DemoPortError(`port ${port} on ${host} is already in use: ${change}`);
  return new DemoPortError(`port ${port} on ${host} needs privileges this user lacks: ${change}`);
}

const SUGGESTION_TRIES = 50;

/** The first port above `port` (from 1024 after 65535) free on `host` now and not in `excluded`; null if none of 50. */
export async function freePortNear(
  host: string,
  port: number,
  excluded: readonly number[],
): Promise<number | null> {
  let candidate = port;
  for (let tries = 0; tries < SUGGESTION_TRIES; tries += 1) {
    candidate = candidate >= 65535 ? 1024 : candidate + 1;
    if (excluded.includes(candidate)) continue;
    if ((await listenError(host, candidate)) === null) return candidate;
  }
  return null;
}

/** Why listening on the port fails now, or null when it could (the probe closes at once). */
function listenError(host: string, port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}

/**
 * `ALLOWED_ORIGINS`: more origins the sandbox lets frame its embeds (your own app), exact
 * http(s) origins separated by spaces or commas. Anything else is one terminal line.
 */
export function readAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = (env.ALLOWED_ORIGINS ?? '').split(/[\s,]+/).filter(Boolean);
  for (const origin of origins) {
    if (exactHttpOrigin(origin) === null) {
      throw new DemoPortError(`ALLOWED_ORIGINS: ${quotedOrigin(origin)} is not ${EXACT_ORIGIN_RULE}`);
    }
  }
  return origins;
}

/** What `npm start` reads from its environment, checked: the two ports (free now) and the extra origins. */
export interface DemoEnvironment {
  sandbox: DemoPort;
  host: DemoPort;
  extraAllowedOrigins: string[];
}

/**
 * Reads and checks the environment of `npm start`: run before the build (`scripts/preflight-demo.mjs`)
 * so that a busy port or a bad origin is told in a second, and again when the demo starts.
 */
export async function checkDemoEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<DemoEnvironment> {
  const sandbox = readDemoPort('SANDBOX_PORT', '127.0.0.1', 4100, env);
  const host = readDemoPort('HOST_PORT', 'localhost', 4200, env);
  const extraAllowedOrigins = readAllowedOrigins(env);
  for (const port of [sandbox, host]) await checkPortFree(port, [sandbox.port, host.port]);
  return { sandbox, host, extraAllowedOrigins };
}
