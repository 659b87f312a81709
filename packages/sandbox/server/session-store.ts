import { randomBytes } from 'node:crypto';
import { SESSION_ID_TTL_MS } from '@svc/embed';
import type { GenerateSessionRequest } from '@svc/embed/server';

/** A minted, not yet exchanged session id. */
export interface PendingSession {
  mintedAt: number;
  request: GenerateSessionRequest;
  /** The session's own id, put in its tokens; never the session id, which is a credential. */
  sid: string;
}

export interface SandboxStats {
  readonly minted: number;
  readonly exchanged: number;
  readonly revoked: number;
}

/**
 * Session ids of the sandbox: single use, valid `SESSION_ID_TTL_MS`, revocable. Every method is
 * synchronous, so among concurrent exchanges of one id exactly one `redeem` wins. Expired entries
 * are dropped lazily on access: no timers.
 */
export class SessionStore {
  readonly #now: () => number;
  readonly #tokenTtlMs: number;
  readonly #pending = new Map<string, PendingSession>();
  /** Exchanged ids, kept while their token lives so that revoking them still refuses the token. */
  readonly #exchanged = new Map<string, { sid: string; tokenExpiresAt: number }>();
  readonly #revokedSids = new Map<string, number>();
  readonly #stats = { minted: 0, exchanged: 0, revoked: 0 };

  constructor(now: () => number, tokenTtlMs: number) {
    this.#now = now;
    this.#tokenTtlMs = tokenTtlMs;
  }

  /** Live counters. */
  get stats(): SandboxStats {
    return this.#stats;
  }

  mint(request: GenerateSessionRequest): string {
    this.#sweep();
    const sessionId = randomBytes(32).toString('base64url');
    this.#pending.set(sessionId, {
      mintedAt: this.#now(),
      request,
      sid: randomBytes(16).toString('base64url'),
    });
    this.#stats.minted += 1;
    return sessionId;
  }

  /** The session, once: unknown, already redeemed, revoked and expired ids give `null`. */
  redeem(sessionId: string): PendingSession | null {
    this.#sweep();
    const session = this.#pending.get(sessionId);
    if (session === undefined) return null;
    this.#pending.delete(sessionId);
    // The token's `exp` (whole seconds, from the same clock) is never later than this.
    this.#exchanged.set(sessionId, { sid: session.sid, tokenExpiresAt: this.#now() + this.#tokenTtlMs });
    this.#stats.exchanged += 1;
    return session;
  }

  /** Idempotent. Returns whether the call revoked something. */
  revoke(sessionId: string): boolean {
    this.#sweep();
    if (this.#pending.delete(sessionId)) {
      this.#stats.revoked += 1;
      return true;
    }
    const exchanged = this.#exchanged.get(sessionId);
    if (exchanged === undefined) return false;
    this.#exchanged.delete(sessionId);
    this.#revokedSids.set(exchanged.sid, exchanged.tokenExpiresAt);
    this.#stats.revoked += 1;
    return true;
  }

  isRevoked(sid: string): boolean {
    this.#sweep();
    return this.#revokedSids.has(sid);
  }

  #sweep(): void {
    const now = this.#now();
    for (const [id, session] of this.#pending) {
      if (now - session.mintedAt >= SESSION_ID_TTL_MS) this.#pending.delete(id);
    }
    for (const [id, entry] of this.#exchanged) {
      if (now >= entry.tokenExpiresAt) this.#exchanged.delete(id);
    }
    for (const [sid, tokenExpiresAt] of this.#revokedSids) {
      if (now >= tokenExpiresAt) this.#revokedSids.delete(sid);
    }
  }
}
