import { randomBytes } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import type { PendingSession } from './session-store';

/** Claims of a sandbox session token, beyond `iat` and `exp`. */
export interface SessionClaims extends JWTPayload {
  sid: string;
  deploymentId: number;
  publicDashboardId?: string;
  embedTenantName?: string;
  externalId?: string;
  embedTheme?: Record<string, unknown>;
  settings?: Record<string, boolean | undefined>;
}

/**
 * HS256 session tokens signed with a secret made at start, so tokens of an earlier run are refused.
 * `exp - iat` is the token TTL in seconds; times come from the injected clock.
 */
export class SessionTokens {
  readonly #secret = new Uint8Array(randomBytes(32));
  readonly #now: () => number;
  readonly #ttlSeconds: number;

  constructor(now: () => number, tokenTtlMs: number) {
    this.#now = now;
    this.#ttlSeconds = Math.round(tokenTtlMs / 1000);
  }

  sign(session: PendingSession): Promise<string> {
    const { request } = session;
    const claims: SessionClaims = { sid: session.sid, deploymentId: request.deploymentId };
    if (request.publicDashboardId !== undefined) claims.publicDashboardId = request.publicDashboardId;
    if (request.embedTenantName !== undefined) claims.embedTenantName = request.embedTenantName;
    if (request.externalId !== undefined) claims.externalId = request.externalId;
    if (request.embedTheme !== undefined) claims.embedTheme = request.embedTheme;
    if (request.settings !== undefined) claims.settings = request.settings;
    const iat = Math.floor(this.#now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.#ttlSeconds)
      .sign(this.#secret);
  }

  /** The claims of a token this sandbox signed and that has not expired, else `null`. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#secret, {
        algorithms: ['HS256'],
        currentDate: new Date(this.#now()),
        requiredClaims: ['iat', 'exp', 'sid'],
      });
      return typeof payload.sid === 'string' ? (payload as SessionClaims) : null;
    } catch {
      return null;
    }
  }
}
