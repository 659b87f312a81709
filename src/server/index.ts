/** `@svc/embed/server`: mints and revokes embed sessions from the host's backend. Never ship it to a browser. */

export type { AuthScheme, SessionClientOptions } from './client-options';
export {
  SESSION_API_ERROR_CODES,
  SessionApiError,
  type SessionApiErrorCode,
  type SessionApiErrorDetails,
} from './errors';
export {
  createSessionClient,
  GENERATE_SESSION_PATH,
  type GeneratedSession,
  REVOKE_SESSION_PATH,
  type SessionClient,
} from './session-client';
export {
  EMBED_TENANT_NAME_PATTERN,
  type GenerateSessionRequest,
  generateSessionRequestSchema,
} from './session-request';
