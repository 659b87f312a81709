import type { HostExtension } from '../../../src/host';
import type { EventLog } from './event-log';

/**
 * `?live=1` (dashboard): the tenant's tall live dashboard, with `autoHeight()` and `viewport()`. Its
 * "Details" dialog opens centred in view wherever this page is scrolled, a tab switch in it scrolls
 * this page to the new content, and its live tile's request count stands still while it is
 * scrolled away or hidden (the Reports page hides it).
 */
export const LIVE_DASHBOARD = 'sales-live';

/** Logs each change of whether the embed is seen, as the host's `viewport()` sends it (through the `log` hook). */
export function visibilityLog(log: EventLog): HostExtension {
  let seen: boolean | null = null;
  return {
    setup: () => ({
      log(direction, verdict, type, _origin, payload) {
        if (direction !== 'out' || verdict !== 'sent' || type !== 'svc:action:viewport') return;
        const region = payload as { visible: boolean; top: number; height: number };
        if (region.visible === seen) return;
        seen = region.visible;
        log.add(
          'sent',
          'viewport',
          region,
          seen ? 'the embed is seen: its live tile runs' : 'the embed is not seen: its live tile pauses',
        );
      },
    }),
  };
}
