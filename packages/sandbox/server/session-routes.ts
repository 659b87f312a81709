import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeParseError } from '@svc/embed';
import { generateSessionRequestSchema } from '@svc/embed/server';
import * as z from 'zod/mini';
import { HttpError, readJsonBody, sendJson, sendNoContent } from './http-io';
import type { SessionStore } from './session-store';
import type { SessionTokens } from './session-tokens';

/** The session API of spec/session-api-facts.md: mint (API key), exchange (the id is the credential), revoke. */

export interface SessionApi {
  store: SessionStore;
  tokens: SessionTokens;
  hasApiKey: (authorization: string | undefined) => boolean;
}

const sessionIdBodySchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(512)),
});

export async function generateSession(
  req: IncomingMessage,
  res: ServerResponse,
  api: SessionApi,
): Promise<void> {
  requireApiKey(req, api);
  const parsed = generateSessionRequestSchema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new HttpError(400, describeParseError(parsed.error));
  sendJson(res, 200, { sessionId: api.store.mint(parsed.data) });
}

export async function exchangeSession(
  req: IncomingMessage,
  res: ServerResponse,
  api: SessionApi,
): Promise<void> {
  const { sessionId } = await readSessionIdBody(req);
  // Synchronous from lookup to delete: of concurrent exchanges of one id, exactly one gets the session.
  const session = api.store.redeem(sessionId);
  if (session === null)
    throw new HttpError(401, 'session id is unknown, already redeemed, revoked or expired');
  sendJson(res, 200, { token: await api.tokens.sign(session) });
}

export async function revokeSession(
  req: IncomingMessage,
  res: ServerResponse,
  api: SessionApi,
): Promise<void> {
  requireApiKey(req, api);
  const { sessionId } = await readSessionIdBody(req);
  api.store.revoke(sessionId);
  sendNoContent(res);
}

function requireApiKey(req: IncomingMessage, api: SessionApi): void {
  if (!api.hasApiKey(req.headers.authorization)) {
    throw new HttpError(401, 'a valid API key is required: Authorization: Api-Key <key> or Bearer <key>', {
      'WWW-Authenticate': 'Api-Key, Bearer',
    });
  }
}

async function readSessionIdBody(req: IncomingMessage): Promise<{ sessionId: string }> {
  const parsed = sessionIdBodySchema.safeParse(await readJsonBody(req));
  if (!parsed.success) throw new HttpError(400, describeParseError(parsed.error));
  return parsed.data;
}
