import { SESSION_ID_PATTERN } from '../protocol/values';
import { resolveClientOptions, type SessionClientOptions } from './client-options';
import { SESSION_API_ERROR_CODES, SessionApiError } from './errors';
import { invalidResponse, postJson } from './http-call';
import { describeRefusedRequest } from './refused-request';
import { type GenerateSessionRequest, generateSessionRequestSchema } from './session-request';

/** Path of the session-generation operation under the tenant's base URL. */
export const GENERATE_SESSION_PATH = '/api/v1/embed/generate-session';
/** Path of the session revocation operation under the tenant's base URL. */
export const REVOKE_SESSION_PATH = '/api/v1/embed/session/revoke';

/** What `generateSession` resolves with. */
export interface GeneratedSession {
  /** Single use, valid 5 minutes: put it in the embed address or a `set-session` action. */
  sessionId: string;
}

/** A client of the session API, made by `createSessionClient`. */
export interface SessionClient {
  /** Mints a session id for one viewer; the request is checked before it is sent. */
  generateSession(request: GenerateSessionRequest): Promise<GeneratedSession>;
  /** Idempotent; exchanged tokens of this session stop working, a running iframe is not torn down. */
  revokeSession(sessionId: string): Promise<void>;
}

/** The host backend's side of the session API. Refuses to run in a browser unless `allowBrowser` is set. */
export function createSessionClient(options: SessionClientOptions): SessionClient {
  const resolved = resolveClientOptions(options);

  return {
    async generateSession(request) {
      const parsed = generateSessionRequestSchema.safeParse(request);
      if (!parsed.success) {
        throw invalidRequest(
          `generateSession request is invalid: ${describeRefusedRequest(parsed.error, request, resolved.redact)}`,
        );
      }
      const operation = 'generate-session';
      const reply = await postJson(resolved, GENERATE_SESSION_PATH, parsed.data, operation);
      const sessionId = readSessionId(reply.text);
      if (sessionId === null) {
        throw invalidResponse(
          operation,
          reply.status,
          'expected a JSON body { "sessionId": "<URL-safe id>" }',
        );
      }
      return { sessionId };
    },

    async revokeSession(sessionId) {
      if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) {
        throw invalidRequest('revokeSession: sessionId must be 1 to 512 URL-safe characters');
      }
      const operation = 'session/revoke';
      const reply = await postJson(resolved, REVOKE_SESSION_PATH, { sessionId }, operation);
      if (reply.status !== 204) {
        throw invalidResponse(operation, reply.status, `expected HTTP 204, got ${reply.status}`);
      }
    },
  };
}

/** The id goes into an embed address, so it must be URL-safe as well as a string. */
function readSessionId(text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { sessionId } = body as { sessionId?: unknown };
  return typeof sessionId === 'string' && SESSION_ID_PATTERN.test(sessionId) ? sessionId : null;
}

function invalidRequest(message: string): SessionApiError {
  return new SessionApiError(SESSION_API_ERROR_CODES.invalidRequest, message);
}
