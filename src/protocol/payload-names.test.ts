import { describe, expectTypeOf, it } from 'vitest';
import type { ActionPayloads as InferredActionPayloads } from './action-payloads';
import type { EventPayloads as InferredEventPayloads } from './event-payloads';
import type {
  ActionPayload,
  ActionPayloads,
  DownloadPayload,
  EmbedTheme,
  EventPayload,
  EventPayloads,
  SetThemePayload,
} from './payload-names';

// Type-level: `tsc --noEmit` (npm run typecheck) fails when the named maps drift from the schemas.
describe('named payload types', () => {
  it('name every event and every action of the schemas, with the same payloads', () => {
    expectTypeOf<keyof EventPayloads>().toEqualTypeOf<keyof InferredEventPayloads>();
    expectTypeOf<keyof ActionPayloads>().toEqualTypeOf<keyof InferredActionPayloads>();
    expectTypeOf<{ [N in keyof EventPayloads]: EventPayloads[N] }>().toEqualTypeOf<{
      [N in keyof InferredEventPayloads]: InferredEventPayloads[N];
    }>();
    expectTypeOf<{ [N in keyof ActionPayloads]: ActionPayloads[N] }>().toEqualTypeOf<{
      [N in keyof InferredActionPayloads]: InferredActionPayloads[N];
    }>();
  });

  it('EventPayload<N> and ActionPayload<N> are the named interfaces', () => {
    expectTypeOf<EventPayload<'download'>>().toEqualTypeOf<DownloadPayload>();
    expectTypeOf<ActionPayload<'set-filter'>>().toEqualTypeOf<{ filterUrlParameter: string }>();
  });

  it('keep the 0.x name of the theme as a deprecated alias of SetThemePayload', () => {
    expectTypeOf<EmbedTheme>().toEqualTypeOf<SetThemePayload>();
  });
});
