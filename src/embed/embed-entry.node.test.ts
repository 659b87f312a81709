// Runs in plain Node on purpose (no happy-dom): importing the entry must not touch the DOM.
import { expect, it } from 'vitest';

it('imports in Node without a DOM', async () => {
  expect(typeof window).toBe('undefined');
  const entry = await import('./index');
  expect(Object.keys(entry).sort()).toEqual([
    'DIAGNOSTIC_REASONS',
    'EMBED_ERROR_CODES',
    'EmbedEmitter',
    'EmbedError',
    'MAX_PENDING_EVENTS',
    'contentSize',
    'debugLog',
    'isSetThemePayload',
    'messagePort',
    'viewport',
  ]);
});
