import { describe, expect, it } from 'vitest';
import type { LifecycleOptions } from '../lifecycle';
import { REACT_OPTION_KINDS } from './option-kinds';
import type { UseEmbedOptions } from './options';

/** Every option of `useEmbed` that the lifecycle does not take: tsc fails when one is missing or extra. */
const REACT_OWN: Record<Exclude<keyof UseEmbedOptions, keyof LifecycleOptions>, true> = {
  onReady: true,
  onView: true,
  onNavigate: true,
  onDashboardLoaded: true,
  onDownload: true,
  onDrilldown: true,
  onAiQuery: true,
  onSessionExpiring: true,
  onSessionExpired: true,
  onError: true,
  onDiagnostic: true,
  onRenewal: true,
  onEmbedError: true,
};

describe("React's own options", () => {
  it('are each callback of useEmbed, every one a function', () => {
    expect(Object.keys(REACT_OPTION_KINDS).sort()).toEqual(Object.keys(REACT_OWN).sort());
    expect(new Set(Object.values(REACT_OPTION_KINDS))).toEqual(new Set(['a function']));
  });
});
