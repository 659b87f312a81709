import type { ResolvedClientOptions } from './client-options';
import { SESSION_API_ERROR_CODES, SessionApiError } from './errors';
import { describeForeignError, sanitizeForeignError } from './foreign-error';
import { MAX_RESPONSE_BYTES, readCappedText } from './read-body';

export { MAX_RESPONSE_BYTES } from './read-body';

const MAX_SERVER_MESSAGE_LENGTH = 1000;
const MAX_ERROR_MESSAGE_LENGTH = 2000;

export interface HttpReply {
  status: number;
  /** The body as text; read under the same timeout as the request. */
  text: string;
}

/**
 * POSTs JSON with the API key and reads the reply, at most `MAX_RESPONSE_BYTES` of it. Network failures, timeouts and non-2xx
 * statuses become a `SessionApiError`; messages name the operation, never the key.
 */
export async function postJson(
  options: ResolvedClientOptions,
  path: string,
  body: unknown,
  operation: string,
): Promise<HttpReply> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const timedOut = new Promise<never>((_, reject) => {
    // A custom fetch that ignores the signal must still not hang the caller.
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  timedOut.catch(() => {});
  const url = `${options.baseUrl}${path}`;
  try {
    const response = await Promise.race([
      // Called unbound: a browser's fetch throws `Illegal invocation` when `this` is the options.
      callFetch(options.fetch, url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: options.authorization },
        body: JSON.stringify(body),
        signal,
        redirect: 'error',
      }),
      timedOut,
    ]);
    const text = await Promise.race([readCappedText(response, MAX_RESPONSE_BYTES), timedOut]);
    if (text === null) {
      throw invalidResponse(
        operation,
        response.status,
        `the response body is larger than ${MAX_RESPONSE_BYTES} bytes; reading stopped there`,
      );
    }
    if (response.ok) return { status: response.status, text };
    const found = readServerMessage(text);
    const serverMessage = found === undefined ? undefined : options.redact(found, MAX_SERVER_MESSAGE_LENGTH);
    const detail = serverMessage === undefined ? '' : `: ${serverMessage}`;
    throw new SessionApiError(
      SESSION_API_ERROR_CODES.httpError,
      `${operation} failed with HTTP ${response.status}${detail}`,
      { status: response.status, serverMessage },
    );
  } catch (error) {
    if (error instanceof SessionApiError) throw error;
    if (signal.aborted) {
      throw new SessionApiError(
        SESSION_API_ERROR_CODES.timeout,
        options.redact(
          `${operation} timed out after ${options.timeoutMs} ms (${url})`,
          MAX_ERROR_MESSAGE_LENGTH,
        ),
      );
    }
    const cause = sanitizeForeignError(error, options.redact);
    throw new SessionApiError(
      SESSION_API_ERROR_CODES.networkError,
      options.redact(
        `${operation} could not reach ${url}: ${describeForeignError(cause)}`,
        MAX_ERROR_MESSAGE_LENGTH,
      ),
      { cause },
    );
  }
}

export function invalidResponse(operation: string, status: number, message: string): SessionApiError {
  return new SessionApiError(SESSION_API_ERROR_CODES.invalidResponse, `${operation}: ${message}`, { status });
}

function readServerMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return undefined;
    const { error } = body as { error?: unknown };
    return typeof error === 'string' && error.length > 0 ? error : undefined;
  } catch {
    return undefined;
  }
}

function callFetch(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  return fetchImpl.call(undefined, url, init);
}
