import type { SessionExchangeResult } from '@svc/embed/embed';
import { decodeJwtPayload, readSessionClaims, type SessionClaims, sessionTiming } from './session-token';
import { exchangeSessionId } from './tenant-api';

/**
 * The surface's credentials: the current session token (swapped on `set-session`) and its claims,
 * or nothing at all in private mode.
 */
export class SessionCredentials {
  readonly #tokenEndpoint: string;
  #token: string | null = null;
  #claims: SessionClaims | null = null;
  #expiresAt: number | null = null;
  #leadMs = 0;

  private constructor(tokenEndpoint: string) {
    this.#tokenEndpoint = tokenEndpoint;
  }

  static privateMode(tokenEndpoint: string): SessionCredentials {
    return new SessionCredentials(tokenEndpoint);
  }

  /** Redeems the id from the embed address; rejects when it is used, expired or unknown. */
  static async signed(tokenEndpoint: string, sessionId: string): Promise<SessionCredentials> {
    const credentials = new SessionCredentials(tokenEndpoint);
    await credentials.renew(sessionId);
    return credentials;
  }

  get signed(): boolean {
    return this.#token !== null;
  }

  /** For the data API's Authorization header; `null` in private mode. */
  get token(): string | null {
    return this.#token;
  }

  /** Claims of the first token: the tenant and deployment do not change on renewal. */
  get claims(): SessionClaims | null {
    return this.#claims;
  }

  /** Effective end of the current token, epoch ms; `null` in private mode. */
  get expiresAt(): number | null {
    return this.#expiresAt;
  }

  /** Warning lead of the first token (the emitter keeps the lead it was created with). */
  get leadMs(): number {
    return this.#leadMs;
  }

  /** The emitter's `exchangeSession`: swaps the token only once the new one has been read. */
  async renew(sessionId: string, signal?: AbortSignal): Promise<SessionExchangeResult> {
    const token = await exchangeSessionId(this.#tokenEndpoint, sessionId, signal);
    const claims = readSessionClaims(decodeJwtPayload(token));
    const timing = sessionTiming(claims, Date.now());
    if (this.#claims === null) {
      this.#claims = claims;
      this.#leadMs = timing.leadMs;
    }
    this.#token = token;
    this.#expiresAt = timing.expiresAt;
    return { expiresAt: timing.expiresAt };
  }
}
