import { describe, expect, it } from 'vitest';
import { rawAction, rawEvent } from '../../test/support/envelopes';
import { createAction, createEvent, describeParseError, safeParseAction, safeParseEvent } from '../envelope';
import { buildAction, buildEvent } from './receive-parsers';

// A string that breaks its format is refused with the rule in words and the value it got, alike by
// the core entry (zod) and the host and embed entries (generated validators); a session id is a
// credential and is shown by its shape only.

const READY = { embedTenant: null, deploymentId: null, mode: 'signed', surface: 'dashboard' } as const;
const LONG_PATH = `x${'/a'.repeat(100)}`;

type Case = [label: string, direction: 'event' | 'action', name: string, payload: object, message: string];

const cases: Case[] = [
  [
    'a member without its view',
    'event',
    'drilldown',
    { member: 'status', value: 'USA' },
    `event "drilldown": payload.member must be <view>.<dimension>, such as orders.status, got 'status'`,
  ],
  [
    'a path without its leading slash',
    'action',
    'navigate',
    { path: 'embed/d/42/app' },
    `action "navigate": payload.path must be a path in the embed: one leading /, no . or .. segment, no spaces or backslashes, got 'embed/d/42/app'`,
  ],
  [
    'a color with CSS syntax',
    'action',
    'set-theme',
    { primaryColor: 'red;background:url(x)' },
    `action "set-theme": payload.primaryColor must be a CSS color: #hex, rgb(), rgba(), hsl(), hsla() or a color name, got 'red;background:url(x)'`,
  ],
  [
    'a font with CSS syntax',
    'action',
    'set-theme',
    { font: 'Inter; color: red' },
    `action "set-theme": payload.font must be 1 to 200 letters, digits, spaces or , ' " . _ -, got 'Inter; color: red'`,
  ],
  [
    'an extension list with two spaces',
    'event',
    'ready',
    { ...READY, extensions: 'content-size  message-port' },
    `event "ready": payload.extensions must be up to 32 lower-case extension names separated by single spaces, got 'content-size  message-port'`,
  ],
  [
    'a long value, cut',
    'action',
    'navigate',
    { path: LONG_PATH },
    // 60 characters: the quote, 56 of the value, `...`.
    `action "navigate": payload.path must be a path in the embed: one leading /, no . or .. segment, no spaces or backslashes, got '${LONG_PATH.slice(0, 56)}...`,
  ],
  [
    'a session id with a space, by its shape only',
    'action',
    'set-session',
    { sessionId: 'tok en-4f9a' },
    `action "set-session": payload.sessionId must be 1 to 512 URL-safe characters (letters, digits, . _ ~ -), got a string of 11 characters with whitespace inside`,
  ],
];

const builders = {
  'core entry (zod)': { event: createEvent, action: createAction },
  'host and embed entries (generated)': { event: buildEvent, action: buildAction },
} as const;

describe.each(Object.entries(builders))('a format error of the %s', (_entry, build) => {
  it.each(cases)('names the rule and the value: %s', (_label, direction, name, payload, message) => {
    const create = () =>
      direction === 'event'
        ? build.event(name as never, payload as never, 'dashboard')
        : build.action(name as never, payload as never);
    expect(create).toThrow(
      expect.objectContaining({ name: 'EmbedError', code: 'invalid-argument', message }),
    );
  });
});

it.each(cases)('safeParse words name the rule of %s', (_label, direction, name, payload, message) => {
  const result =
    direction === 'event'
      ? safeParseEvent(rawEvent(name, payload, 'dashboard'))
      : safeParseAction(rawAction(name, payload));
  expect(result.success).toBe(false);
  if (result.success) return;
  // The rule's words, without the value: a parse error holds no copy of a refused credential.
  const words = message.slice(message.indexOf(': ') + 2, message.lastIndexOf(', got '));
  expect(describeParseError(result.error)).toBe(words);
});

it('never shows a refused session id', () => {
  const sessionId = 'eyJhbGciOiJIUzI1NiJ9 payload';
  for (const create of [createAction, buildAction]) {
    expect(() => create('set-session', { sessionId })).toThrow(
      /got a string of 28 characters with whitespace inside$/,
    );
    try {
      create('set-session', { sessionId });
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('eyJ');
      expect((error as Error).cause).toBeUndefined();
    }
  }
});
