import { describe, expect, it } from 'vitest';
import { type SandboxOptions, startSandbox } from './index';
import { MAX_READY_DELAY_MS, resolveReadyDelays } from './ready-delay';
import type { SurfaceConfig } from './surface-pages';
import { startTestSandbox, TEST_API_KEY } from './test-sandbox';

async function configOf(sandbox: { request(path: string): Promise<Response> }, path: string) {
  const html = await (await sandbox.request(path)).text();
  const json = /id="svc-embed-config">(.*?)<\/script>/s.exec(html)?.[1];
  if (json === undefined) throw new Error(`no config in ${path}`);
  return JSON.parse(json) as SurfaceConfig;
}

describe('readyDelayMs', () => {
  it.each<[string, SandboxOptions['readyDelayMs'], Record<string, number>]>([
    ['absent: no delay', undefined, { dashboard: 0, app: 0, chat: 0 }],
    ['one number for every surface', 1500, { dashboard: 1500, app: 1500, chat: 1500 }],
    ['0', 0, { dashboard: 0, app: 0, chat: 0 }],
    ['the cap', MAX_READY_DELAY_MS, { dashboard: 60_000, app: 60_000, chat: 60_000 }],
    ['by surface', { dashboard: 1500, chat: 10 }, { dashboard: 1500, app: 0, chat: 10 }],
    ['a surface left undefined', { dashboard: 20, app: undefined }, { dashboard: 20, app: 0, chat: 0 }],
  ])('resolves %s', (_label, option, expected) => {
    expect(resolveReadyDelays(option)).toEqual(expected);
  });

  it.each<[string, unknown, RegExp]>([
    ['a negative delay', -1, /readyDelayMs must be a whole number of milliseconds, 0 or more, got -1/],
    ['NaN', Number.NaN, /readyDelayMs must be a whole number .* got NaN/],
    ['Infinity', Number.POSITIVE_INFINITY, /readyDelayMs must be a whole number .* got Infinity/],
    ['a fraction of a millisecond', 1.5, /readyDelayMs must be a whole number .* got 1.5/],
    ['more than 60 s', 60_001, /readyDelayMs must be at most 60000 ms \(60 s\), got 60001/],
    ['a string', '1500', /readyDelayMs must be milliseconds or an object .* got string/],
    ['null', null, /readyDelayMs must be milliseconds or an object .* got null/],
    ['an array', [1500], /readyDelayMs must be milliseconds or an object .* got an array/],
    [
      'an unknown surface',
      { report: 1500 },
      /readyDelayMs has no surface "report": the surfaces are dashboard, app, chat/,
    ],
    ['a negative surface delay', { app: -5 }, /readyDelayMs\.app must be a whole number .* got -5/],
    ['NaN for a surface', { chat: Number.NaN }, /readyDelayMs\.chat must be a whole number .* got NaN/],
    ['too long for a surface', { dashboard: 120_000 }, /readyDelayMs\.dashboard must be at most 60000 ms/],
    [
      'a string for a surface',
      { dashboard: '1s' },
      /readyDelayMs\.dashboard must be a whole number .* got 1s/,
    ],
  ])('startSandbox refuses %s with a TypeError', async (_label, readyDelayMs, message) => {
    const error = await startSandbox({
      apiKey: TEST_API_KEY,
      allowedOrigins: [],
      port: 0,
      readyDelayMs: readyDelayMs as SandboxOptions['readyDelayMs'],
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(message);
  });

  it("puts each surface's delay in its page config, and nothing where there is none", async () => {
    const sandbox = await startTestSandbox({ readyDelayMs: { dashboard: 1500, app: 20 } });
    expect((await configOf(sandbox, '/embed/dashboard/sales-overview')).readyDelayMs).toBe(1500);
    expect((await configOf(sandbox, '/embed/d/42/app/workbook/130')).readyDelayMs).toBe(20);
    expect(await configOf(sandbox, '/embed/chat')).not.toHaveProperty('readyDelayMs');
  });

  it('leaves every page config without a delay by default', async () => {
    const sandbox = await startTestSandbox();
    expect(await configOf(sandbox, '/embed/dashboard/sales-overview')).not.toHaveProperty('readyDelayMs');
  });
});
