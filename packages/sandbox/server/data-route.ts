import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from './http-io';
import { SAMPLE_ORDERS } from './sample-data';
import type { SessionApi } from './session-routes';

const BEARER_PATTERN = /^bearer +(\S+)$/i;

/**
 * The surfaces' data API. A signed surface sends its session token and gets 401 once the token is
 * expired, revoked or not ours. A request without `Authorization` is a private-mode embed's: it is
 * served only when the sandbox allows private embeds, else 401 like a bad token.
 */
export async function sendData(
  req: IncomingMessage,
  res: ServerResponse,
  api: SessionApi,
  allowPrivate: boolean,
): Promise<void> {
  const { authorization } = req.headers;
  if (authorization === undefined && !allowPrivate) {
    throw unauthorized(
      'Authorization: Bearer <session token> is required (private embeds are off: start the sandbox with --allow-private)',
    );
  }
  if (authorization !== undefined) {
    const token = BEARER_PATTERN.exec(authorization)?.[1];
    if (token === undefined) throw unauthorized('Authorization must be Bearer <session token>');
    const claims = await api.tokens.verify(token);
    if (claims === null) throw unauthorized('session token is invalid or expired');
    if (api.store.isRevoked(claims.sid)) throw unauthorized('session was revoked');
  }
  sendJson(res, 200, { rows: SAMPLE_ORDERS });
}

function unauthorized(message: string): HttpError {
  return new HttpError(401, message, { 'WWW-Authenticate': 'Bearer' });
}
