import { trimTrailingSlashes } from '../internal/trailing-slashes';
import { isBrowserLike } from './browser-guard';
import { SESSION_API_ERROR_CODES, SessionApiError } from './errors';
import { type Redact, secretRedactor } from './redact';

/** How the API key is sent: `Authorization: Api-Key <key>` or `Authorization: Bearer <key>`. */
export type AuthScheme = 'api-key' | 'bearer';

/** Options of `createSessionClient`. */
export interface SessionClientOptions {
  /** The tenant's base URL, e.g. `https://acme.svc.example`; a path prefix is kept. */
  baseUrl: string;
  /** Server-side secret. It must never reach a browser. */
  apiKey: string;
  /** `Authorization: Api-Key <key>` (default) or `Authorization: Bearer <key>`. */
  authScheme?: AuthScheme;
  /** Defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Per request, including reading the body; default 10 s. */
  timeoutMs?: number;
  /**
   * Allows creating the client where a browser-like global exists (`window`, `document`, a Worker's
   * `self`/`importScripts`): tests, server-side rendering with a DOM shim. Deno and Bun need no flag.
   */
  allowBrowser?: boolean;
}

export interface ResolvedClientOptions {
  baseUrl: string;
  authorization: string;
  /** Removes the key, in every form, from text bound for an error; then cuts it. */
  redact: Redact;
  fetch: typeof fetch;
  timeoutMs: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const AUTH_PREFIXES: Record<AuthScheme, string> = { 'api-key': 'Api-Key', bearer: 'Bearer' };
// Printable ASCII without spaces: anything else would be refused by fetch in an error that quotes the header.
// The sandbox accepts exactly these keys.
export const API_KEY_PATTERN = /^[\x21-\x7e]{1,4096}$/;

export function resolveClientOptions(options: SessionClientOptions): ResolvedClientOptions {
  if (typeof options !== 'object' || options === null) throw invalidOptions('options must be an object');
  if (isBrowserLike() && options.allowBrowser !== true) {
    throw new SessionApiError(
      SESSION_API_ERROR_CODES.browserRefused,
      'createSessionClient refuses to run in a browser: the API key must stay on your server ' +
        '(pass allowBrowser: true only in tests or server code that defines window, document or self)',
    );
  }
  const { apiKey, authScheme = 'api-key', timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  if (typeof apiKey !== 'string' || !API_KEY_PATTERN.test(apiKey)) {
    throw invalidOptions('apiKey must be a non-empty string of printable ASCII without spaces');
  }
  if (!Object.hasOwn(AUTH_PREFIXES, authScheme)) {
    throw invalidOptions(`authScheme must be 'api-key' or 'bearer'`);
  }
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') throw invalidOptions('fetch must be a function (none found globally)');
  // Looked up at call time and called on globalThis, so a browser's fetch gets the `this` it needs.
  const defaultFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
  if (typeof timeoutMs !== 'number' || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
    throw invalidOptions(
      `timeoutMs must be a finite number > 0, got ${typeof timeoutMs === 'number' ? timeoutMs : typeof timeoutMs}`,
    );
  }
  if (options.allowBrowser !== undefined && typeof options.allowBrowser !== 'boolean') {
    throw invalidOptions('allowBrowser must be a boolean');
  }
  return {
    baseUrl: resolveBaseUrl(options.baseUrl),
    authorization: `${AUTH_PREFIXES[authScheme]} ${apiKey}`,
    redact: secretRedactor(apiKey),
    fetch: options.fetch ?? defaultFetch,
    timeoutMs,
  };
}

// Messages never echo a string option: a misplaced API key would end up in logs.
function resolveBaseUrl(baseUrl: unknown): string {
  if (typeof baseUrl !== 'string') throw invalidOptions('baseUrl must be a string');
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw invalidOptions('baseUrl must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw invalidOptions('baseUrl must use http or https');
  }
  if (url.username || url.password) throw invalidOptions('baseUrl must not carry credentials');
  if (url.search || url.hash) throw invalidOptions('baseUrl must not carry a query or a fragment');
  return `${url.origin}${trimTrailingSlashes(url.pathname)}`;
}

function invalidOptions(message: string): SessionApiError {
  return new SessionApiError(SESSION_API_ERROR_CODES.invalidOptions, message);
}
