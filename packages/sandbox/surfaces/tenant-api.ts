import { errorMessage } from '../error-message';
import { type Order, readOrderRows } from './orders';

/** The two tenant calls a surface makes from the browser: redeem a session id, load the orders. */

/** A refused or failed session exchange; `status` is the HTTP status, 0 when the request failed. */
export class SessionExchangeFailed extends Error {
  override readonly name = 'SessionExchangeFailed';
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** `signal` cancels the request when the emitter gives the exchange up, so the id is not spent later. */
export async function exchangeSessionId(
  tokenEndpoint: string,
  sessionId: string,
  signal?: AbortSignal,
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(tokenEndpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionId }),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    throw new SessionExchangeFailed(
      0,
      `the session exchange did not reach the tenant: ${errorMessage(error)}`,
    );
  }
  const body = await readJson(response);
  if (response.status === 401) {
    throw new SessionExchangeFailed(
      401,
      `the session id was refused (401): ${errorText(body) ?? 'unknown, already used or expired'}`,
    );
  }
  const token = (body as { token?: unknown } | null)?.token;
  if (!response.ok || typeof token !== 'string') {
    throw new SessionExchangeFailed(
      response.status,
      `the session exchange failed (${response.status}): ${errorText(body) ?? 'no token in the answer'}`,
    );
  }
  return token;
}

/** `token` is the signed session's token, `null` in private mode (no Authorization header). */
export async function fetchOrders(dataEndpoint: string, token: string | null): Promise<Order[]> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(dataEndpoint, { headers, credentials: 'omit', cache: 'no-store' });
  const body = await readJson(response);
  if (!response.ok) {
    throw new Error(`loading data failed (${response.status}): ${errorText(body) ?? response.statusText}`);
  }
  return readOrderRows(body);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function errorText(body: unknown): string | null {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error !== '' ? error : null;
}
