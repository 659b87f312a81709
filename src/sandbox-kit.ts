/**
 * The one internal module the sandbox tenant (`sandbox/`) may import besides the public entries:
 * the library's own rules that a tenant needs too, so the sandbox never restates them. Not a
 * package export; nothing else imports it.
 */
export { isTime } from './internal/is-time';
export { hasWildcardHost } from './internal/origins';
export { FILTER_NAME_PREFIX, parseFilterParameter } from './protocol/filter-parameter';
// The generated validator of the `set-theme` payload, not its zod schema: the surfaces' bundle carries no zod.
export { validateSetThemeAction as validateEmbedTheme } from './protocol/generated/validators';
export { describeParseError } from './protocol/parse-error';
export { IN_EMBED_PATH_PATTERN } from './protocol/values';
export { API_KEY_PATTERN } from './server/client-options';
export { GENERATE_SESSION_PATH, REVOKE_SESSION_PATH } from './server/session-client';
export { type GenerateSessionRequest, generateSessionRequestSchema } from './server/session-request';
