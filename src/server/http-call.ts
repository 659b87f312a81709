import type { ResolvedClientOptions } from './client-options';
import { SESSION_API_ERROR_CODES, SessionApiError } from './errors';

export interface HttpReply {
  status: number;
  /** The body as text; read under the same timeout as the request. */
  text: string;
}

/**
 * POSTs JSON with the API key and reads the whole reply. Network failures, timeouts and non-2xx
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
      options.fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: options.authorization },
        body: JSON.stringify(body),
        signal,
        redirect: 'error',
      }),
      timedOut,
    ]);
    const text = await Promise.race([response.text(), timedOut]);
    if (response.ok) return { status: response.status, text };
    const found = readServerMessage(text);
    const serverMessage = found === undefined ? undefined : redact(found, options.apiKey);
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
        `${operation} timed out after ${options.timeoutMs} ms (${url})`,
      );
    }
    const described = describeError(error);
    throw new SessionApiError(
      SESSION_API_ERROR_CODES.networkError,
      `${operation} could not reach ${url}: ${redact(described, options.apiKey)}`,
      { cause: described.includes(options.apiKey) ? undefined : error },
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
    return typeof error === 'string' && error.length > 0 ? error.slice(0, 1000) : undefined;
  } catch {
    return undefined;
  }
}

function describeError(error: unknown): string {
  try {
    if (!(error instanceof Error)) return String(error);
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    return `${error.message}${cause}`;
  } catch {
    return 'unknown error';
  }
}

function redact(text: string, secret: string): string {
  return text.split(secret).join('[redacted]');
}
