import { isAbsolute, resolve } from 'node:path';
import { TOKEN_NOMINAL_TTL_MS } from '../session-timing';
import { API_KEY_PATTERN } from './api-key';
import { EXACT_ORIGIN_RULE, exactHttpOrigin, quotedOrigin } from './exact-origin';
import { type ReadyDelayOption, type ReadyDelays, resolveReadyDelays } from './ready-delay';
import { resolveServerLimits, type ServerLimits } from './server-limits';

export interface SandboxOptions {
  /** 0 picks a free port; default 4100. */
  port?: number;
  /** A loopback name or address; default `127.0.0.1`. */
  host?: string;
  /** The tenant's API key that `generate-session` and `revoke` require. */
  apiKey: string;
  /** Exact origins of the host pages allowed to frame the surfaces (CSP `frame-ancestors`). */
  allowedOrigins: string[];
  /** Nominal token life, whole seconds between 1 s and 24 h; default 24 h. */
  tokenTtlMs?: number;
  /** Directory served at `/assets/<name>` (the surfaces' built JS and CSS). */
  assetsDir?: string;
  /** Directory served at `/fixtures/<name>` (browser test pages at the tenant origin). */
  fixturesDir?: string;
  /** The clock, epoch ms; default `Date.now`. */
  now?: () => number;
  /**
   * Serves the data API without a session token, as private-mode embeds (no `session` in the
   * address) need; default false, so a token's holder cannot drop it to read the data.
   */
  allowPrivate?: boolean;
  /**
   * Holds back each surface's `ready` this many ms after it has rendered (a slow dashboard, for
   * benchmarks and demos): one number for every surface or `{ dashboard, app, chat }`; whole ms
   * up to 60 s, default 0.
   */
  readyDelayMs?: ReadyDelayOption;
  /** Timeouts and the connection cap (server-limits.ts); each has a default. */
  limits?: Partial<ServerLimits>;
  /** Where notices go (a refused frame); default `console.warn`. */
  log?: (line: string) => void;
}

export interface ResolvedSandboxOptions {
  port: number;
  host: string;
  apiKey: string;
  allowedOrigins: readonly string[];
  tokenTtlMs: number;
  assetsDir: string | undefined;
  fixturesDir: string | undefined;
  now: () => number;
  allowPrivate: boolean;
  readyDelayMs: ReadyDelays;
  limits: ServerLimits;
  log: (line: string) => void;
}

export const DEFAULT_PORT = 4100;
export const DEFAULT_HOST = '127.0.0.1';
const LOOPBACK_HOST_PATTERN = /^(?:localhost|127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}|::1)$/;

/** Validates the options; messages never quote the API key. */
export function resolveSandboxOptions(options: SandboxOptions): ResolvedSandboxOptions {
  if (typeof options !== 'object' || options === null) throw new TypeError('options must be an object');
  const {
    port = DEFAULT_PORT,
    host = DEFAULT_HOST,
    tokenTtlMs = TOKEN_NOMINAL_TTL_MS,
    now = Date.now,
  } = options;
  if (typeof options.apiKey !== 'string' || !API_KEY_PATTERN.test(options.apiKey)) {
    throw new TypeError('apiKey must be a non-empty string of printable ASCII without spaces');
  }
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new TypeError(`port must be an integer from 0 to 65535, got ${String(port)}`);
  }
  if (typeof host !== 'string' || !LOOPBACK_HOST_PATTERN.test(host)) {
    throw new TypeError(`host must be a loopback address (localhost, 127.x.x.x or ::1), got ${String(host)}`);
  }
  const ttlError = tokenTtlProblem(tokenTtlMs);
  if (ttlError !== null) throw new TypeError(`tokenTtlMs ${ttlError}`);
  if (typeof now !== 'function') throw new TypeError('now must be a function');
  const { allowPrivate = false, log = (line: string) => console.warn(line) } = options;
  if (typeof allowPrivate !== 'boolean') throw new TypeError('allowPrivate must be a boolean');
  if (typeof log !== 'function') throw new TypeError('log must be a function');
  return {
    port,
    host,
    apiKey: options.apiKey,
    allowedOrigins: resolveOrigins(options.allowedOrigins),
    tokenTtlMs,
    assetsDir: resolveDirectory(options.assetsDir, 'assetsDir'),
    fixturesDir: resolveDirectory(options.fixturesDir, 'fixturesDir'),
    now,
    allowPrivate,
    readyDelayMs: resolveReadyDelays(options.readyDelayMs),
    limits: resolveServerLimits(options.limits),
    log,
  };
}

/** Why a token TTL is refused, or `null`: JWT times are whole seconds, and 24 h is the product's ceiling. */
export function tokenTtlProblem(ttlMs: unknown): string | null {
  if (typeof ttlMs !== 'number' || !Number.isInteger(ttlMs) || ttlMs <= 0)
    return 'must be a positive integer';
  if (ttlMs > TOKEN_NOMINAL_TTL_MS) return 'must be at most 24 h';
  if (ttlMs % 1000 !== 0) return 'must be a whole number of seconds';
  return null;
}

function resolveOrigins(origins: unknown): readonly string[] {
  if (!Array.isArray(origins)) throw new TypeError('allowedOrigins must be an array of origins');
  for (const origin of origins) {
    if (exactHttpOrigin(origin) === null) {
      throw new TypeError(`each of allowedOrigins must be ${EXACT_ORIGIN_RULE}, got ${quotedOrigin(origin)}`);
    }
  }
  return Object.freeze([...new Set<string>(origins)]);
}

function resolveDirectory(dir: unknown, name: string): string | undefined {
  if (dir === undefined) return undefined;
  if (typeof dir !== 'string' || dir.length === 0) throw new TypeError(`${name} must be a non-empty path`);
  return isAbsolute(dir) ? dir : resolve(dir);
}
