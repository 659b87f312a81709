// @vitest-environment happy-dom
// One code and one wording for a first mint that fails or gives no usable id, whichever entry point
// opened the embed: the controller, preloadEmbed, each wrapper, and a wrapper keeping its embed alive.
import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD, iframes, mountController } from '../../test/support/host';
import { WRAPPER_ADAPTERS, type WrapperOptions } from '../../test/support/wrappers';
import type { MountedWrapper } from '../../test/support/wrappers/adapter';
import { type EmbedControllerOptions, EmbedError, preloadEmbed } from '../host';
import { releaseKeptEmbed } from './kept-embeds';

/** A live-looking id: 43 URL-safe characters, as a backend mints them. */
const ID = 'Zx9-Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8L9z';

const FIRST = 'mintSession failed for the first session: ';
const refused = (shape: string) =>
  `${FIRST}it resolved with ${shape}, not a session id (1 to 512 URL-safe characters)`;

/** Every way a first mint goes wrong, and the message it gives: the same at every entry point. */
const BAD_MINTS: [string, () => Promise<unknown>, string][] = [
  ['rejects with an Error', () => Promise.reject(new Error('backend down')), `${FIRST}backend down`],
  ['rejects with a string', () => Promise.reject('backend down'), `${FIRST}backend down`],
  [
    'throws',
    () => {
      throw new TypeError('mint is not ready');
    },
    `${FIRST}mint is not ready`,
  ],
  ['resolves with undefined', async () => undefined, refused('a value of type undefined')],
  ['resolves with an empty string', async () => '', refused('an empty string')],
  ['resolves with a number', async () => 42, refused('a value of type number')],
  [
    'resolves with an over-long id',
    async () => ID.repeat(12),
    refused('a string of 516 characters with more than 512 characters'),
  ],
  [
    'resolves with the id and a trailing newline',
    async () => `${ID}\n`,
    refused('a string of 44 characters with leading or trailing whitespace, a newline'),
  ],
  [
    'resolves with the JSON-quoted id',
    async () => JSON.stringify(ID),
    refused('a string of 45 characters with quotes'),
  ],
  [
    'resolves with the mint response object',
    async () => ({ sessionId: ID }),
    refused('an object (the mint response? give its sessionId)'),
  ],
];

/** Everything a host would log of an error: its text, its cause, every field at any depth. */
const allText = (value: unknown) => `${String(value)} ${inspect(value, { depth: Infinity })}`;

function expectMintFailed(error: unknown, message: string): void {
  expect(error).toBeInstanceOf(EmbedError);
  expect(error).toMatchObject({ code: 'mint-failed', message });
  expect(allText(error)).not.toContain(ID);
}

afterEach(() => {
  releaseKeptEmbed();
  document.body.innerHTML = '';
});

describe.each([
  ['new EmbedController', (options: Partial<EmbedControllerOptions>) => mountController(options).controller],
  [
    'preloadEmbed',
    (options: Partial<EmbedControllerOptions>) =>
      preloadEmbed({ ...DASHBOARD, ...options } as EmbedControllerOptions),
  ],
])('%s with mintSession alone', (_entry, open) => {
  it.each(BAD_MINTS)(
    'a mint that %s rejects ready with mint-failed; the iframe gets no address',
    async (_label, mint, message) => {
      const controller = open({ sessionId: undefined, mintSession: mint as () => Promise<string> });
      expectMintFailed(await controller.ready.catch((error: unknown) => error), message);
      expect(controller.iframe.getAttribute('src')).toBeNull();
      controller.destroy();
    },
  );
});

describe.each(WRAPPER_ADAPTERS)('$name', (adapter) => {
  afterEach(() => {
    adapter.cleanup();
    vi.restoreAllMocks();
  });

  const mounts: [string, (options: WrapperOptions) => Promise<MountedWrapper>][] = [
    ['with mintSession alone', (options) => adapter.mount(options)],
    [
      'keeping its embed alive',
      async (options) => (await adapter.keepAliveScope()).mount({ ...options, keepAlive: 'sales' }),
    ],
    [
      'whose sessionId is spent',
      async (options) => {
        const embed = await adapter.mount({ ...options, sessionId: 'given-1', mintSession: async () => ID });
        // Another dashboard: the given id is spent, so the new embed mints.
        await embed.update({ ...options, publicId: 'pub-2', sessionId: 'given-1' });
        return embed;
      },
    ],
  ];

  describe.each(mounts)('%s', (_how, mount) => {
    it.each(BAD_MINTS)(
      'a mint that %s is reported once as mint-failed and opens nothing',
      async (_label, mint, message) => {
        const embed = await mount({ ...DASHBOARD, mintSession: mint as () => Promise<string> });
        await vi.waitFor(() => expect(embed.errors).toHaveLength(1));
        await adapter.settle();
        expect(embed.errors).toHaveLength(1);
        expectMintFailed(embed.errors[0], message);
        expect(iframes()).toEqual([]);
        expect(embed.controller()).toBeNull();
      },
    );
  });
});
