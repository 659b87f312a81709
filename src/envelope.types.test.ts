import { expectTypeOf, it } from 'vitest';
import {
  type ActionPayloads,
  createAction,
  createEvent,
  EMBED_EVENT_NAMES,
  type EmbedActionName,
  type EmbedEvent,
  type EmbedEventName,
  type EventPayloads,
  safeParseEvent,
} from './envelope';

// These assertions are checked by `tsc` (npm run typecheck); a wrong type fails the build, not the run.

it('maps event names to payload types', () => {
  expectTypeOf<EventPayloads['download']['format']>().toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
  expectTypeOf<EventPayloads['download']['target']>().toEqualTypeOf<'widget' | 'dashboard'>();
  expectTypeOf<EventPayloads['ready']['deploymentId']>().toEqualTypeOf<number | null>();
  expectTypeOf<EventPayloads['ready']['mode']>().toEqualTypeOf<'signed' | 'private'>();
  expectTypeOf<EventPayloads['ai-query']['status']>().toEqualTypeOf<'submitted' | 'completed' | 'error'>();
  expectTypeOf<EventPayloads['session-expiring']>().toEqualTypeOf<{
    expiresAt: number;
    expiresInMs: number;
  }>();
  expectTypeOf<EventPayloads['drilldown']['value']>().toEqualTypeOf<unknown>();
  expectTypeOf<EventPayloads['error']['fatal']>().toEqualTypeOf<boolean | undefined>();
});

it('maps action names to payload types', () => {
  expectTypeOf<ActionPayloads['set-color-scheme']>().toEqualTypeOf<{ scheme: 'light' | 'dark' | 'auto' }>();
  expectTypeOf<ActionPayloads['set-session']>().toEqualTypeOf<{ sessionId: string }>();
  expectTypeOf<ActionPayloads['refresh']>().toEqualTypeOf<Record<string, never>>();
  expectTypeOf<ActionPayloads['set-theme']['borderRadius']>().toEqualTypeOf<string | number | undefined>();
});

it('lists exactly the names of the spec', () => {
  expectTypeOf<EmbedEventName>().toEqualTypeOf<
    | 'ready'
    | 'view'
    | 'navigate'
    | 'dashboard-loaded'
    | 'download'
    | 'drilldown'
    | 'ai-query'
    | 'session-expiring'
    | 'session-expired'
    | 'error'
  >();
  expectTypeOf<EmbedActionName>().toEqualTypeOf<
    | 'set-color-scheme'
    | 'set-theme'
    | 'set-locale'
    | 'set-timezone'
    | 'set-filter'
    | 'navigate'
    | 'refresh'
    | 'set-session'
  >();
});

it('types the created envelopes by name', () => {
  expectTypeOf(
    createAction('set-color-scheme', { scheme: 'dark' }).type,
  ).toEqualTypeOf<'svc:action:set-color-scheme'>();
  expectTypeOf(createEvent('view', { surface: 'app', path: '/' }, 'app').payload).toEqualTypeOf<
    EventPayloads['view']
  >();
});

it('refuses wrong payloads at compile time', () => {
  // @ts-expect-error 'sepia' is not a color scheme
  expectTypeOf(createAction).toBeCallableWith('set-color-scheme', { scheme: 'sepia' });
  // @ts-expect-error a download needs a target
  expectTypeOf(createEvent).toBeCallableWith('download', { format: 'csv' }, 'dashboard');
  // @ts-expect-error no such action
  expectTypeOf(createAction).toBeCallableWith('reboot', {});
  // @ts-expect-error 'report' is not a surface
  expectTypeOf(createEvent).toBeCallableWith('navigate', { path: '/' }, 'report');
});

it('gives the list of event names read-only, as SURFACES and EMBED_MODES are', () => {
  expectTypeOf(EMBED_EVENT_NAMES).toEqualTypeOf<readonly EmbedEventName[]>();
});

it('narrows a parsed event by its type', () => {
  const result = safeParseEvent({});
  if (result.success && result.data.type === 'svc:event:download') {
    expectTypeOf(result.data).toEqualTypeOf<EmbedEvent<'download'>>();
    expectTypeOf(result.data.payload.format).toEqualTypeOf<'csv' | 'xlsx' | 'png' | 'pdf'>();
  }
});
