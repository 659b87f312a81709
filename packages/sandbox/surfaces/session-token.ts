import { isTime, scaledSessionTiming } from '../session-timing';

/**
 * Reads the session token the tenant signed. The iframe does not verify the signature (the data API
 * does); it only needs the times and a few claims to set its timers and fill `ready`.
 */

export interface SessionClaims {
  /** Seconds since the epoch. */
  iat: number;
  /** Seconds since the epoch. */
  exp: number;
  embedTenantName?: string;
  deploymentId?: number;
  publicDashboardId?: string;
  embedTheme?: unknown;
}

export interface SessionTiming {
  /** Effective end of the session, epoch ms: 23/24 of the token's life after it was received. */
  expiresAt: number;
  /** How long before `expiresAt` the expiring warning is due. */
  leadMs: number;
}

/** The JSON payload of a compact JWT; throws an Error saying what is wrong. */
export function decodeJwtPayload(token: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') {
    throw new Error('the session token is not a JWT (header.payload.signature)');
  }
  try {
    return JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    throw new Error('the session token payload is not base64url-encoded JSON');
  }
}

/** The claims this surface uses; throws when `iat`/`exp` are missing or make no sense. */
export function readSessionClaims(payload: unknown): SessionClaims {
  if (typeof payload !== 'object' || payload === null) throw new Error('the session token has no claims');
  const record = payload as Record<string, unknown>;
  const { iat, exp } = record;
  if (!isTime(iat) || !isTime(exp) || exp <= iat) {
    throw new Error('the session token needs numeric iat and exp claims with exp after iat');
  }
  const claims: SessionClaims = { iat, exp };
  if (isNonEmptyString(record.embedTenantName)) claims.embedTenantName = record.embedTenantName;
  if (Number.isSafeInteger(record.deploymentId) && (record.deploymentId as number) >= 1) {
    claims.deploymentId = record.deploymentId as number;
  }
  if (isNonEmptyString(record.publicDashboardId)) claims.publicDashboardId = record.publicDashboardId;
  if (record.embedTheme !== undefined) claims.embedTheme = record.embedTheme;
  return claims;
}

/**
 * The token's nominal life scaled to the effective life and warning lead of spec section 3.
 * Timers run on this browser's clock, so the end is anchored on when the token arrived here, not
 * on the server's `iat`: a client clock that is off (or a test's fake clock) still gets the full life.
 */
export function sessionTiming(claims: Pick<SessionClaims, 'iat' | 'exp'>, receivedAt: number): SessionTiming {
  const { effectiveTtlMs, leadMs } = scaledSessionTiming((claims.exp - claims.iat) * 1000);
  return { expiresAt: receivedAt + effectiveTtlMs, leadMs };
}

function decodeBase64Url(text: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('not base64url');
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}
