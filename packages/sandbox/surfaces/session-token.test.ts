import { EXPIRING_LEAD_MS } from '@svc/embed';
import { describe, expect, it } from 'vitest';
import { TOKEN_EFFECTIVE_TTL_MS } from '../session-timing';
import { decodeJwtPayload, readSessionClaims, sessionTiming } from './session-token';

const IAT = 1_750_000_000;

function jwt(payload: unknown): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`;
}

describe('decodeJwtPayload', () => {
  it('decodes the base64url JSON payload, UTF-8 included', () => {
    const payload = { iat: IAT, exp: IAT + 60, embedTenantName: 'acme-eu', note: 'café ✓ ~~~???>>>' };
    expect(decodeJwtPayload(jwt(payload))).toEqual(payload);
  });

  it.each([
    ['', 'not a JWT'],
    ['a.b', 'not a JWT'],
    ['a..c', 'not a JWT'],
    ['a.b.c.d', 'not a JWT'],
    ['a.!!!.c', 'not base64url-encoded JSON'],
    [`a.${Buffer.from('not json').toString('base64url')}.c`, 'not base64url-encoded JSON'],
  ])('refuses %j', (token, message) => {
    expect(() => decodeJwtPayload(token)).toThrow(message);
  });
});

describe('readSessionClaims', () => {
  it('keeps the claims the surface uses and drops malformed ones', () => {
    const claims = readSessionClaims({
      iat: IAT,
      exp: IAT + 86_400,
      sid: 'x',
      embedTenantName: 'acme-eu',
      deploymentId: 42,
      publicDashboardId: 'sales-overview',
      embedTheme: { primaryColor: '#ff0000' },
    });
    expect(claims).toEqual({
      iat: IAT,
      exp: IAT + 86_400,
      embedTenantName: 'acme-eu',
      deploymentId: 42,
      publicDashboardId: 'sales-overview',
      embedTheme: { primaryColor: '#ff0000' },
    });
    expect(readSessionClaims({ iat: IAT, exp: IAT + 1, embedTenantName: '', deploymentId: 0 })).toEqual({
      iat: IAT,
      exp: IAT + 1,
    });
  });

  it.each([
    [null],
    [{}],
    [{ iat: IAT }],
    [{ iat: String(IAT), exp: IAT + 60 }],
    [{ iat: IAT, exp: IAT }],
    [{ iat: IAT, exp: IAT - 60 }],
  ])('refuses claims without a sensible iat/exp: %j', (payload) => {
    expect(() => readSessionClaims(payload)).toThrow();
  });
});

describe('sessionTiming', () => {
  it('gives a 24 h token an effective end 23 h after iat and a 30 min warning', () => {
    const timing = sessionTiming({ iat: IAT, exp: IAT + 24 * 3600 }, IAT * 1000);
    expect(timing).toEqual({ expiresAt: IAT * 1000 + TOKEN_EFFECTIVE_TTL_MS, leadMs: EXPIRING_LEAD_MS });
    expect(timing.expiresAt - IAT * 1000).toBe(23 * 3_600_000);
    expect(timing.leadMs).toBe(30 * 60_000);
  });

  it('scales a 4 min token the same way: 3 min 50 s of life, 5 s of warning', () => {
    const timing = sessionTiming({ iat: IAT, exp: IAT + 240 }, IAT * 1000);
    expect(timing.expiresAt).toBeCloseTo(IAT * 1000 + 230_000, 6);
    expect(timing.leadMs).toBeCloseTo(5_000, 6);
    // The demo's "expiring after ~3m45s".
    expect(timing.expiresAt - timing.leadMs - IAT * 1000).toBeCloseTo(225_000, 6);
  });

  it('reads the times from a real token', () => {
    const claims = readSessionClaims(decodeJwtPayload(jwt({ iat: IAT, exp: IAT + 240 })));
    expect(sessionTiming(claims, IAT * 1000).expiresAt).toBeCloseTo(IAT * 1000 + 230_000, 6);
  });

  it('anchors the end on the local clock: a browser clock 22 h ahead of the server still gets 23 h', () => {
    const ahead = IAT * 1000 + 22 * 3_600_000;
    const timing = sessionTiming({ iat: IAT, exp: IAT + 24 * 3600 }, ahead);
    expect(timing.expiresAt - ahead).toBe(TOKEN_EFFECTIVE_TTL_MS);
  });
});
