// What each extension adds to the host and embed entries, in gzip bytes: each entry is bundled as
// `npm run size` does, once whole and once with that extension's modules replaced by do-nothing
// stubs. (Gzip is not additive: the figures are each extension's own share, measured alone.)
import { resolve } from 'node:path';
import { kb, measure } from './size.mjs';

const STUBS = {
  'content-size': {
    'src/host/auto-height.ts': 'export const createAutoHeight = () => null;',
    'src/embed/content-size.ts': 'export const observeContentSize = () => {};',
  },
  debug: {
    'src/internal/debug-log.ts':
      'export const createDebugLog = () => undefined; export const withDebugLog = (d) => d;',
  },
  fullscreen: {
    'src/host/fullscreen.ts':
      'export const enterFullscreen = async () => {}; export const leaveFullscreen = async () => {};',
  },
  'message-port': {
    'src/host/port-channel.ts': 'export class HostPort { send() { return false; } close() {} onReady() {} }',
    'src/embed/port-channel.ts':
      'export const isPortOffer = () => false; export class EmbedPort { accept() { return null; } send() { return false; } close() {} }',
  },
};

async function gzipOf(entry, stubs = {}) {
  const replaced = new Map(Object.entries(stubs).map(([path, code]) => [resolve(path), code]));
  const stub = {
    name: 'stub',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) =>
        replaced.has(args.path) ? { contents: replaced.get(args.path), loader: 'ts' } : undefined,
      );
    },
  };
  return (await measure({ file: entry }, [stub])).gzip;
}

console.log('command: node scripts/extension-sizes.mjs (esbuild --bundle --minify, gzip -9)');
console.log('| extension | host entry adds | embed entry adds |\n|---|---|---|');
const whole = { host: await gzipOf('src/host/index.ts'), embed: await gzipOf('src/embed/index.ts') };
for (const [name, stubs] of Object.entries(STUBS)) {
  const host = whole.host - (await gzipOf('src/host/index.ts', stubs));
  const embed = whole.embed - (await gzipOf('src/embed/index.ts', stubs));
  console.log(`| ${name} | ${kb(host)} | ${kb(embed)} |`);
}
console.log(`| (whole entry) | ${kb(whole.host)} | ${kb(whole.embed)} |`);
