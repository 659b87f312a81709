// @vitest-environment node
import { expect, it } from 'vitest';

it('imports in Node, where HTMLElement does not exist, without throwing', async () => {
  expect(typeof globalThis.HTMLElement).toBe('undefined');
  const entry = await import('./index');
  expect(typeof entry.defineSvcEmbed).toBe('function');
});
