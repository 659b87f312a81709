import { describe, expect, it } from 'vitest';
import { findUndocumentedApi, memberTypeTexts } from '../test/support/undocumented-api';

// Hovers and the API reference show these comments: an export or a field without one shows nothing.
describe('public API documentation', () => {
  it('every export of every entry, and every field of its types, has a doc comment', () => {
    expect(findUndocumentedApi()).toEqual([]);
  }, 60_000);
});

const EVENT_PAYLOAD_NAMES = {
  ready: 'ReadyPayload',
  view: 'ViewPayload',
  navigate: 'NavigateEventPayload',
  'dashboard-loaded': 'DashboardLoadedPayload',
  download: 'DownloadPayload',
  drilldown: 'DrilldownPayload',
  'ai-query': 'AiQueryPayload',
  'session-expiring': 'SessionExpiringPayload',
  'session-expired': 'SessionExpiredPayload',
  error: 'ErrorPayload',
};

const ACTION_PAYLOAD_NAMES = {
  'set-color-scheme': 'SetColorSchemePayload',
  'set-theme': 'SetThemePayload',
  'set-locale': 'SetLocalePayload',
  'set-timezone': 'SetTimezonePayload',
  'set-filter': 'SetFilterPayload',
  navigate: 'NavigateActionPayload',
  refresh: 'RefreshPayload',
  'set-session': 'SetSessionPayload',
};

// What an editor prints on hover: a payload's name, never its expanded object literal.
describe('payload types hover by name', () => {
  it.each(['src/index.ts', 'src/host/index.ts', 'src/embed/index.ts'])(
    '%s: EventPayloads and ActionPayloads map each name to its payload type',
    (entry) => {
      expect(memberTypeTexts(entry, 'EventPayloads')).toEqual(EVENT_PAYLOAD_NAMES);
      expect(memberTypeTexts(entry, 'ActionPayloads')).toEqual(ACTION_PAYLOAD_NAMES);
    },
    60_000,
  );

  it('controller handlers, React props, Vue emits, element events and generateSession show names', () => {
    expect(memberTypeTexts('src/host/index.ts', 'EmbedEventHandlers').download).toBe(
      '(payload: DownloadPayload, event: EventEnvelope<"download">) => void',
    );
    expect(memberTypeTexts('src/react/index.ts', 'EmbedEventProps').onReady).toBe(
      '(payload: ReadyPayload, event: EventEnvelope<"ready">) => void',
    );
    expect(memberTypeTexts('src/vue/index.ts', 'SvcEmbedEmits')['ai-query']).toBe(
      '(payload: AiQueryPayload) => true',
    );
    expect(memberTypeTexts('src/element/index.ts', 'SvcEmbedElementEventMap')['svc-drilldown']).toBe(
      'CustomEvent<DrilldownPayload>',
    );
    expect(memberTypeTexts('src/embed/index.ts', 'ActionHandlers')['set-filter']).toBe(
      'ActionHandler<"set-filter">',
    );
    expect(memberTypeTexts('src/server/index.ts', 'SessionClient').generateSession).toBe(
      '(request: GenerateSessionRequest) => Promise<GeneratedSession>',
    );
  }, 60_000);
});
