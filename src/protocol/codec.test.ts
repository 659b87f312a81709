import { describe, expect, it, vi } from 'vitest';
import { EmbedError } from '../internal/errors';
import { createEnvelope } from './create-envelope';
import { decodeEnvelope, type EnvelopeRules, NO_ROUTES, type Schema } from './envelope-parse';
import { validateEnvelope } from './generated/validators';
import { describeIssues, parseFailure, UNKNOWN_TYPE_CODE } from './parse-error';

/** Rules whose every check is a spy: what the codec calls, and how often, is what these tests read. */
function spiedRules() {
  const envelope = vi.fn(validateEnvelope);
  const view = vi.fn((payload: unknown) => ({ success: true as const, data: payload }));
  const size = vi.fn((payload: unknown) => ({ success: true as const, data: payload }));
  // A payload rule whose issue carries the code the codec once routed on.
  const tricky = vi.fn((input: unknown) => parseFailure([], 'refused by its rule', input, UNKNOWN_TYPE_CODE));
  const rules: EnvelopeRules = {
    envelope: { safeParse: envelope } as EnvelopeRules['envelope'],
    event: new Map<string, Schema<unknown>>([
      ['svc:event:view', { safeParse: view }],
      ['svc:event:tricky', { safeParse: tricky }],
    ]),
    action: NO_ROUTES,
    extensions: { event: new Map([['svc:event:content-size', { safeParse: size }]]), action: NO_ROUTES },
    describe: describeIssues,
  };
  return { rules, envelope, view, size, tricky };
}

const message = (type: string, payload: object = {}) => ({
  source: 'svc-embed',
  direction: 'event',
  type,
  payload,
  timestamp: 1,
  surface: 'dashboard',
});

describe('building an envelope', () => {
  it('checks the payload once and never re-checks the envelope it built', () => {
    const { rules, envelope, view } = spiedRules();
    const built = createEnvelope(rules, 'event', 'view', { path: '/a' }, 5, 'dashboard');
    expect(built).toEqual({ ...message('svc:event:view', { path: '/a' }), timestamp: 5 });
    expect(view).toHaveBeenCalledOnce();
    expect(envelope).not.toHaveBeenCalled();
  });

  it.each<[string, object, number, unknown, string]>([
    ['a negative timestamp', {}, -1, 'dashboard', 'event "view": timestamp must be >= 0, got -1'],
    [
      'a timestamp that is not finite',
      {},
      Number.NaN,
      'dashboard',
      'event "view": timestamp must be a finite number, got null',
    ],
    [
      'a payload that is no plain object',
      [],
      1,
      'dashboard',
      'event "view": payload must be a plain object, got []',
    ],
    ['no surface', {}, 1, undefined, 'event "view": surface required on events, got undefined'],
    [
      'an unknown surface',
      {},
      1,
      'kiosk',
      'event "view": surface must be "dashboard" or "app" or "chat", got \'kiosk\'',
    ],
  ])('refuses %s, naming the field', (_label, payload, timestamp, surface, words) => {
    const { rules } = spiedRules();
    const build = () => createEnvelope(rules, 'event', 'view', payload, timestamp, surface as 'dashboard');
    expect(build).toThrow(EmbedError);
    expect(build).toThrow(words);
  });

  it('refuses a name beyond the catalog, even one whose extension rules it knows', () => {
    const { rules } = spiedRules();
    expect(() => createEnvelope(rules, 'event', 'content-size', {}, 1, 'dashboard')).toThrow(
      'event "content-size": type unknown event type, got \'svc:event:content-size\'',
    );
  });
});

describe('decoding a received envelope', () => {
  it('checks an extension message once, by its own rules', () => {
    const { rules, envelope, size, view } = spiedRules();
    const decoded = decodeEnvelope(message('svc:event:content-size', { height: 1 }), 'event', rules);
    expect(decoded).toMatchObject({
      success: true,
      extension: true,
      data: { type: 'svc:event:content-size' },
    });
    expect(size).toHaveBeenCalledOnce();
    expect(envelope).toHaveBeenCalledOnce();
    expect(view).not.toHaveBeenCalled();
  });

  it('tells a type no rules know from a refused message by its kind, never by an issue code', () => {
    const { rules } = spiedRules();
    expect(decodeEnvelope(message('svc:event:reboot'), 'event', rules)).toMatchObject({
      success: false,
      unknownType: 'svc:event:reboot',
    });
    // A payload refused with an issue coded like an unknown type is still refused.
    const tricky = decodeEnvelope(message('svc:event:tricky'), 'event', rules);
    expect(tricky).toMatchObject({ success: false, error: { issues: [{ code: UNKNOWN_TYPE_CODE }] } });
    expect(tricky).not.toHaveProperty('unknownType');
  });

  it('refuses a core type whose direction prefix is the other side’s', () => {
    const { rules } = spiedRules();
    const decoded = decodeEnvelope(message('svc:action:view'), 'event', rules);
    expect(decoded).toMatchObject({ success: false });
    expect(decoded).not.toHaveProperty('unknownType');
  });
});
