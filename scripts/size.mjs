// Gzip size of every public entry bundled with all its dependencies, the way a host app would ship it:
// esbuild --bundle --minify (ESM, browser), then gzip level 9. React, React DOM and Vue stay external:
// they are the app's, not ours. `--check` fails when an entry is over its budget.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_DIR, SCRIPT_TAG_FILES } from './build-browser.mjs';
import { ENTRIES } from './entries.mjs';

const KB = 1024;
const PEERS = Object.keys(
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).peerDependencies ?? {},
);
const FRAMEWORKS = [...PEERS, 'react-dom', 'react/jsx-runtime'];

/**
 * Budgets in bytes of gzip. A whole entry counts every export (all extensions included); an app
 * pays for what it imports (IMPORT_BUDGETS). Wrappers are budgeted on what they add beyond the
 * controller alone, which is what each of them imports from the host entry.
 */
const CONTROLLER_ALONE = 'host: EmbedController alone';
const BUDGETS = new Map([
  // Issue 20 aimed at 6 KB for the controller or emitter alone; even with every message emptied they
  // would be 8.9 and 7.6 KB (node scripts/size-breakdown.mjs), so these hold today's figures.
  // Issue 22: a format error names its rule in words. The core entry carries the words of the six string
  // formats (0.23 KB; the host and embed entries already did), the server entry those and its request
  // errors' values (0.43 KB).
  // Issue 28 (items 8 and 9): a refused session id says what is wrong with it (0.2 KB of words), a
  // diagnostic's message type is cut to 256 characters, a tenantUrl's credentials are checked before it
  // is quoted, the controller reads its options once and undoes a constructor that threw: +0.22 KB to
  // +0.39 KB gzip per entry.
  // Issue 29 item 5 (+0.2 KB gzip per entry): one codec that looks the type up first and checks each
  // message once with that type's rules (extension messages included), and a build that checks only
  // the caller's values and never re-parses its own envelope (-40% per event built, -8% per event received).
  ['@svc/embed', { limit: 9.9 * KB }],
  // Issue 23: the whole entry also holds pre-rendered embeds (+1.8 KB), syncRoute (+0.7 KB), lazyLoad
  // (+0.3 KB) and preconnect, which an app pays for only when it imports them (IMPORT_BUDGETS).
  // Issue 28 (+0.55 KB in pre-rendering): the focus guard of hidden iframes, and the overlay's stacking
  // level and clip found again at each placement (extensions/host/focus-guard.ts, extensions/host/paint-context.ts); and
  // +0.37 KB for items 8 and 9 (above).
  // Issues 28 and 30: the openAt hook every controller checks (deep links open in place) and
  // syncRoute's hidden-state listener and decoded parameter names: +0.32 KB.
  // Issue 30: +0.2 KB, the reach probe (tenant-unreachable) every controller carries.
  // Issue 29 item 4: +0.45 KB, extension hooks called from one table of how they combine, each call isolated
  // (a throw is a handler-threw naming the extension and hook), setup that throws leaves its extension
  // out with its own lifetime, two claimers of a type refused, the context usable inside setup.
  // Issue 31: the viewport extension, whole in each entry (host +1.06 KB: the region measured through
  // clipping ancestors, scroll requests clamped through each scrolling ancestor; embed +0.6 KB), which
  // an app pays for only when it imports viewport() (IMPORT_BUDGETS).
  // Issue 29 items 2 and 3: the transport every controller now carries (the port offered to every embed that accepts one, the race of pings, the switch that keeps order, the extension validators the port's messages are checked with), where the opt-in messagePort() cost +0.73 KB before: +0.6 KB.
  // Issue 29: every emitter accepts a port, answers pings and switches (+0.4 KB).
  // Issue 29 item 5: +0.2 KB, the one codec (above).
  // Issue 29 item 6: +0.1 KB, as for the controller alone below.
  // Issue 29 item 1: +0.2 KB, the controller in files under 250 lines (controller-setup, opening,
  // controller-renewal, message-paths, event-routing): the property names between them survive minifying.
  // Issue 29 item 7: each side bundles only the validators it reads (every generated call marked pure,
  // the codec's rules split by use), error codes as literals in internal/: lowered to what that reached.
  // syncRoute waits for the entry an embed's own navigation adds before adding one (its navigate event can come first, on a port): +0.23 KB.
  // Issue 29 item 4: +0.45 KB, extension hooks called from one table of how they combine, each call isolated
  // (a throw is a handler-threw naming the extension and hook), setup that throws leaves its extension
  // out with its own lifetime, two claimers of a type refused, the context usable inside setup.
  // Issue 29 item 7: lowered to what it reached (as @svc/embed/host).
  // Issue 29 items 1 and 9: the endpoint (+0.05 KB, as the controller alone) and the extensions in
  // their own folder (src/extensions/host/): the same code, bundled in another module order, which
  // gzip compresses 0.05 KB worse.
  // Issue 29 item 4: +0.45 KB, extension hooks called from one table of how they combine, each call isolated
  // (a throw is a handler-threw naming the extension and hook), setup that throws leaves its extension
  // out with its own lifetime, two claimers of a type refused, the context usable inside setup.
  // Issue 29 item 1 (the endpoint): one outbound queue, one ordered set of receive checks and the port switch, each written once for both sides (src/endpoint/); the generic pieces compress less than the two hand-written copies did (+0.1 KB; the emitter alone below).
  ['@svc/embed/host', { limit: 19.8 * KB }],
  ['@svc/embed/embed', { limit: 12.35 * KB }],
  // Issue 28 item 7: any run of 8 or more of the API key's characters is redacted, HTML entities and
  // nested escapes decoded with each character's place in the text (+0.75 KB).
  ['@svc/embed/server', { limit: 13.2 * KB }],
  // Whole entries, keep-alive scope included; what an app pays for <SvcEmbed> alone is in IMPORT_BUDGETS.
  // Issue 28: +0.55 KB in pre-rendering (the focus guard of hidden iframes, the overlay's stacking level
  // and clip found again at each placement: extensions/host/focus-guard.ts, extensions/host/paint-context.ts), and +0.5 KB for
  // whose a kept embed is (its owner, the session ids it used), callbacks that reach only the wrapper showing it with the renewal held while hidden, and keepAlive's checks.
  // Issue 28 item 3: +0.05 KB for moving React's kept embed in with moveBefore (the lifecycle's
  // parksInTime and parkKept, React's layout-effect cleanup that parks it before the container goes).
  // Issue 29: the transport option passed through (+0.01 KB).
  // Issue 29 item 5 moved the controller's bytes by 0.2 KB, and this difference by +0.02 KB (gzip).
  ['@svc/embed/react', { limit: 5.35 * KB, beyond: CONTROLLER_ALONE }],
  // Issue 30: Vue checks the attributes and listeners it does not declare (+0.17 KB).
  ['@svc/embed/vue', { limit: 5.5 * KB, beyond: CONTROLLER_ALONE }],
  // The element carries the shared wrapper lifecycle, attribute reflection, its own batching, and
  // what its attributes switch on: four extensions, lazy loading, the route in the address and
  // keep-alive (issue 23: +3.6 KB, of which pre-rendering 1.8 KB); an app that counts bytes uses a
  // framework wrapper or the controller, which pay only for what they import.
  // Issue 28: +0.55 KB as for the host entry, and +0.54 KB for whose a kept embed is (its owner, the session ids it used), callbacks that reach only the wrapper showing it with the renewal held while hidden, and keepAlive's checks, and the keep-alive-owner attribute.
  // Issues 28 and 30: the route attribute's syncRoute opens deep links in place and pauses while
  // hidden (+0.15 KB).
  ['@svc/embed/element', { limit: 8.3 * KB, beyond: CONTROLLER_ALONE }],
  // Test files only: no other entry imports it, so no app ships it. Mostly zod (it builds events with
  // the core's createEvent); budgeted so that growth shows.
  // Issue 30: quietIframeLoading() (+0.19 KB).
  // Issue 29 item 5: +0.2 KB, the one codec (above).
  // Issue 29 item 7: -0.13 KB, the reasons and codes inlined (as the controller alone).
  ['@svc/embed/testing', { limit: 10.3 * KB }],
]);

// Script-tag builds (dist/browser), measured as built: the bytes a page without a bundler downloads.
// Each is its npm entry bundled (host.js, embed.js, element.js) or the three together (the IIFE).
const SCRIPT_TAG_BUDGETS = new Map([
  // Issue 23: pre-rendered embeds, syncRoute, lazyLoad and preconnect (host.js); the element's
  // attributes switch on lazy loading, the route in the address and keep-alive (element.js, the IIFE).
  // Issue 28 (+0.55 KB in pre-rendering): the focus guard of hidden iframes, and the overlay's stacking
  // level and clip found again at each placement (extensions/host/focus-guard.ts, extensions/host/paint-context.ts); and the
  // same +0.4 KB as the entries for items 8 and 9 (a session id's words, the type cut, options read once);
  // the element's builds +0.55 KB more for whose a kept embed is (its owner, the session ids it used), callbacks that reach only the wrapper showing it with the renewal held while hidden, and keepAlive's checks, and keep-alive-owner.
  // Issues 28 and 30: the openAt hook (deep links open in place) and syncRoute paused while hidden:
  // +0.3 KB in each.
  // Issue 30: +0.2 KB in each, the controller's reach probe (tenant-unreachable).
  // Issue 29 item 4: +0.45 KB, extension hooks called from one table of how they combine, each call isolated
  // (a throw is a handler-threw naming the extension and hook), setup that throws leaves its extension
  // out with its own lifetime, two claimers of a type refused, the context usable inside setup.
  // Issue 31: the viewport extension (as the entries above); element.js and the IIFE only carry the
  // validators of its two messages (+0.03 KB), as they do every extension's.
  // Issue 29 items 2 and 3: the transport in every controller and emitter (+0.6 KB, +0.4 KB).
  // Issue 29: the transport in every controller, and the element's transport attribute (+0.6 KB).
  // Issue 29 item 5: +0.2 KB each, the one codec (entry budgets above).
  // Issue 29 item 6: +0.1 KB, as @svc/embed/host. Issue 29 item 7: each of the four lowered to what it
  // reached (the validators a side never reads left out, as the entries above). syncRoute waits for the
  // entry an embed's own navigation adds before adding one: +0.23 KB in host.js, element.js and the IIFE.
  // Issue 30: the element waits a frame for late bindings before it opens a private embed.
  // Issue 29 item 7: the reasons, codes and extension names inlined (-0.25 KB in each, as the entries).
  // Issue 30: the element waits a frame for late bindings before it opens a private embed.
  // Issue 29 item 1: +0.05 KB each, the endpoint (as the controller alone).
  ['host.js', 19.8 * KB],
  ['embed.js', 12.35 * KB],
  ['element.js', 21.7 * KB],
  ['svc-embed.min.js', 22.3 * KB],
]);

export function measureScriptTags() {
  return SCRIPT_TAG_FILES.map(({ file }) => {
    const path = `${BROWSER_DIR}/${file}`;
    if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first`);
    const code = readFileSync(path);
    const gzip = gzipSize(code);
    const limit = SCRIPT_TAG_BUDGETS.get(file);
    return { name: path, minified: code.byteLength, gzip, counted: gzip, budget: limit && { limit } };
  });
}

/** One entry bundled the way `npm run size` measures it; `options` adds esbuild options (plugins, metafile). */
export function bundleEntry({ file }, options = {}) {
  return build({
    entryPoints: [file],
    ...BUNDLE_AS_AN_APP,
    ...options,
  });
}

/** How an app's bundler ships us: minified for the browser, `process.env.NODE_ENV` production. */
const BUNDLE_AS_AN_APP = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  external: FRAMEWORKS,
  write: false,
  define: { 'process.env.NODE_ENV': '"production"' },
};

const measuredImports = new Map();

const importModule = (file, names) => `export { ${names.join(', ')} } from './${file}';`;

/** An app module that imports `names` from the entry `file`, bundled as `bundleEntry` does. */
export function bundleImports(file, names, options = {}) {
  const contents = importModule(file, names);
  return build({ stdin: { contents, resolveDir: ROOT, loader: 'ts' }, ...BUNDLE_AS_AN_APP, ...options });
}

/**
 * Gzip bytes of an app module that imports `names` from the entry `file` (src path); each module is
 * bundled once per run (the controller alone is the base of a dozen rows).
 */
export function measureImports(file, names) {
  const contents = importModule(file, names);
  if (!measuredImports.has(contents)) {
    const built = bundleImports(file, names);
    measuredImports.set(
      contents,
      built.then((result) => gzipSize(result.outputFiles[0].contents)),
    );
  }
  return measuredImports.get(contents);
}

/**
 * What an app pays for what it imports: the controller or emitter alone (no extension), and each
 * extension on top of it. Issue 20 aims at 6 KB for each alone; the budgets hold today's figures
 * (the closing note of issue 20 says why and what would reach 6 KB).
 */
export const IMPORT_BUDGETS = [
  {
    name: 'host: EmbedController alone',
    file: 'src/host/index.ts',
    names: ['EmbedController'],
    // Issue 23 added 0.22 KB here: the preconnect hint every controller adds (the issue asks for it),
    // the `defer` hook lazyLoad() holds the opening with, and the `event` hook and `surfaceRoot` of syncRoute().
    // Issue 28 added 0.39 KB: a refused session id's words, a diagnostic's type cut to 256 characters,
    // credentials checked before a tenantUrl is quoted, options read once, a failed constructor undone.
    // Issue 30 added 0.18 KB: the `openAt` hook, chained over the extensions, and its check of the
    // route (under surfaceRoot, path rule, dot segments, no query: the address's query is the host's).
    // Issue 30 added 0.27 KB: the reach probe that tells a tenant that is not running from a framing
    // refusal (a no-cors request, the CSP and mixed-content cases, its error code and message).
    // Issue 29 item 4: +0.45 KB, extension hooks called from one table of how they combine, each call isolated
    // (a throw is a handler-threw naming the extension and hook), setup that throws leaves its extension
    // out with its own lifetime, two claimers of a type refused, the context usable inside setup.
    // Issue 31 added 0.08 KB: the validators of the viewport extension's two messages, which the
    // generated tables put in every entry (as they do content-size's and message-port's).
    // Issue 29 items 2 and 3: the transport every controller now carries (the port offered to every embed that accepts one, the race of pings, the switch that keeps order, the extension validators the port's messages are checked with), where the opt-in messagePort() cost +0.73 KB before: +1.31 KB.
    // Issue 29 item 5 added 0.2 KB: the one codec (entry budgets above).
    // Issue 29 item 6 added 0.10 KB: the controller is the one first-mint owner (the wrappers' own
    // mint and check left the lifecycle: SvcEmbed alone fell 0.05 KB), one check and one wording for
    // every mint with no usable id (its shape in words), and the address checked to be on the tenant
    // origin before the iframe gets it.
    // Issue 29 item 1: +0.23 KB, the controller split into files under 250 lines (see the host entry).
    // Issue 29 item 7 asks for 10 KB; the validators of actions it never receives left out, the codec's
    // routes built in one pass, the reasons, error codes and extension names as enums the build inlines:
    // 14,095 B. Even with every string of 12+ characters emptied it would be 11.5 KB
    // (node scripts/size-breakdown.mjs 'host: EmbedController alone'): the rest is code.
    // Issue 29 item 1 (the endpoint): one outbound queue, one ordered set of receive checks and the port switch, each written once for both sides (src/endpoint/); the generic pieces compress less than the two hand-written copies did: +0.05 KB.
    limit: 13.9 * KB,
  },
  // What <SvcEmbed> (and its hook) adds to the controller alone, without the keep-alive scope: the
  // lifecycle, which since issue 23 also lets a lazy embed's controller mint and shows kept embeds (+0.5 KB).
  // Issue 28 item 3: +0.08 KB (React) for parking a kept embed in a layout-effect cleanup, so that it
  // can be moved into its container with moveBefore (the lifecycle's parksInTime and parkKept).
  ...['react', 'vue'].map((side) => ({
    name: `${side}: SvcEmbed, useEmbed`,
    file: `src/${side}/index.ts`,
    names: ['SvcEmbed', 'useEmbed'],
    beyond: { file: 'src/host/index.ts', names: ['EmbedController'] },
    // Issue 30: Vue's check of undeclared attributes and listeners brought it to 2.2 KB; issue 28: the
    // callbacks of a kept embed that reach only the wrapper showing it (+0.1 KB) and React parking a
    // kept embed before its container goes (layout-effect cleanup).
    limit: 2.4 * KB,
  })),
  {
    name: 'embed: EmbedEmitter alone',
    file: 'src/embed/index.ts',
    names: ['EmbedEmitter'],
    // Issue 28 added 0.32 KB: the session id's words (shared envelope code), the type cut in diagnostics.
    // Issue 30: the shared list of error codes gained tenant-unreachable.
    // Issue 29 item 4: +0.45 KB, extension hooks called from one table of how they combine, each call isolated
    // (a throw is a handler-threw naming the extension and hook), setup that throws leaves its extension
    // out with its own lifetime, two claimers of a type refused, the context usable inside setup.
    // Issue 31: +0.08 KB, the viewport extension's validators (see the controller's row).
    // Issue 29 items 2 and 3: every emitter accepts a port (the nonce in ready's own field, the offer's
    // checks), answers pings on the channel they came on, and holds port actions until the host's
    // switch: +0.84 KB.
    // Issue 29 item 5 added 0.2 KB: the one codec (entry budgets above).
    // Issue 29 item 1: +0.05 KB, a signed embed's session in its own module.
    // Issue 29 item 7 asks for 8.5 KB; without the validators of events it never receives and the
    // tables of reasons, codes and names (enums the build inlines): 10,846 B (every string of 12+
    // characters emptied: 9.0 KB).
    // Issue 29 item 1 (the endpoint): one outbound queue, one ordered set of receive checks and the port switch, each written once for both sides (src/endpoint/); the generic pieces compress less than the two hand-written copies did: +0.2 KB.
    limit: 10.8 * KB,
  },
  ...[
    ['host', 'src/host/index.ts', 'EmbedController', 'autoHeight', 0.6],
    // Issue 29: a deprecated no-op (the transport is in the controller).
    ['host', 'src/host/index.ts', 'EmbedController', 'messagePort', 0.8],
    ['host', 'src/host/index.ts', 'EmbedController', 'debugLog', 0.6],
    ['host', 'src/host/index.ts', 'EmbedController', 'requestFullscreen, exitFullscreen', 0.6],
    // Not an extension: a layer, hiding, moveBefore and the overlay that follows a placeholder.
    // Issue 28: +0.5 KB, the focus guard of hidden iframes and the overlay's stacking level and clip.
    // Issue 29 item 5: 2.45 -> 2.5, the same bytes measured beyond a controller 0.2 KB larger (gzip moves).
    ['host', 'src/host/index.ts', 'EmbedController', 'preloadEmbed, showEmbed, hideEmbed', 2.5],
    // Issue 23: the address's parameter (query or hash, the rest kept as written), the surface root
    // check of a path from the address, the restore at ready, back/forward, and telling an embed that keeps its own history: 0.71 KB.
    // Issues 28 and 30: opening a deep link in place (openAt), paused while hidden (the hidden-state
    // listener), the parameter replaced by its decoded name: 0.84 KB.
    // syncRoute waits for the entry an embed's own navigation adds before adding one (its navigate event can come first, on a port): 1.08 KB.
    ['host', 'src/host/index.ts', 'EmbedController', 'syncRoute', 1.1],
    ['host', 'src/host/index.ts', 'EmbedController', 'lazyLoad', 0.6],
    ['host', 'src/host/index.ts', 'EmbedController', 'preconnect', 0.3],
    // Issue 31 asked for 0.6 KB; it holds three features: the visible region (measured through the
    // clipping ancestors, sent once per frame on change from scroll, resize, ResizeObserver and the
    // hidden state), scroll requests clamped to the iframe through each scrolling ancestor (reduced
    // motion, rate limit, allowScroll), and the checked request: 1.13 KB today (with the one codec).
    ['host', 'src/host/index.ts', 'EmbedController', 'viewport', 1.25],
    // The wrappers' keep-alive scope brings pre-rendering (the 2.4 KB above) and the kept set.
    // Issue 28: whose a kept embed is (its owner, the session ids it used), callbacks that reach only the wrapper showing it with the renewal held while hidden, and keepAlive's checks: +0.4 KB.
    // Issue 29 (the merged items 2-6): +0.03 KB beyond SvcEmbed, what keep-alive shares with less of it.
    ['react', 'src/react/index.ts', 'SvcEmbed', 'SvcEmbedKeepAlive', 3.15],
    // Issue 29 item 6: SvcEmbed no longer mints, so what keep-alive shares with that code counts
    // here now (+0.02 KB beyond SvcEmbed; SvcEmbed with keep-alive fell 0.05 KB in all).
    ['vue', 'src/vue/index.ts', 'SvcEmbed', 'SvcEmbedKeepAlive', 3.2],
    ['embed', 'src/embed/index.ts', 'EmbedEmitter', 'contentSize', 0.6],
    ['embed', 'src/embed/index.ts', 'EmbedEmitter', 'messagePort', 0.6],
    ['embed', 'src/embed/index.ts', 'EmbedEmitter', 'debugLog', 0.6],
    // Issue 31: 0.6 KB: the checked region action (the action parser the emitter alone
    // does not bundle), the CSS variables, its own on()/visible and the checked requestScroll: 0.52 KB with the one codec.
    ['embed', 'src/embed/index.ts', 'EmbedEmitter', 'viewport', 0.6],
  ].map(([side, file, core, extension, limit]) => ({
    name: `${side}: + ${extension}`,
    file,
    names: [core, extension],
    beyond: { file, names: [core] },
    limit: limit * KB,
  })),
];

export async function measureImportBudgets() {
  const rows = [];
  for (const { name, file, names, beyond, limit } of IMPORT_BUDGETS) {
    const gzip = await measureImports(file, names);
    const counted = beyond ? gzip - (await measureImports(beyond.file, beyond.names)) : gzip;
    rows.push({ name, minified: NaN, gzip, counted, budget: { limit, beyond: beyond?.names.join(', ') } });
  }
  return rows;
}

const ROOT = new URL('..', import.meta.url).pathname;

export const gzipSize = (code) => gzipSync(code, { level: 9 }).byteLength;

/** One entry bundled and gzipped; `plugins` lets `scripts/extension-sizes.mjs` stub modules out. */
export async function measure(entry, plugins = []) {
  const code = (await bundleEntry(entry, { plugins })).outputFiles[0].contents;
  return { minified: code.byteLength, gzip: gzipSize(code) };
}

export async function measureAll() {
  const sizes = new Map();
  for (const entry of ENTRIES) sizes.set(entry.name, await measure(entry));
  const alone = IMPORT_BUDGETS[0];
  sizes.set(CONTROLLER_ALONE, { gzip: await measureImports(alone.file, alone.names) });
  return ENTRIES.map(({ name }) => {
    const { minified, gzip } = sizes.get(name);
    const budget = BUDGETS.get(name);
    const counted = budget?.beyond ? gzip - sizes.get(budget.beyond).gzip : gzip;
    return { name, minified, gzip, counted, budget };
  });
}

export const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  const rows = [...(await measureAll()), ...(await measureImportBudgets()), ...measureScriptTags()];
  console.log(
    'command: npm run size (entries: esbuild --bundle --minify --format=esm, then gzip -9; dist/browser: the built files, gzip -9)',
  );
  console.log('| entry | minified | gzip -9 | budget | ok |\n|---|---|---|---|---|');
  let over = 0;
  for (const { name, minified, gzip, counted, budget } of rows) {
    const ok = !budget || counted <= budget.limit;
    if (!ok) over += 1;
    const shown = budget?.beyond ? `${kb(gzip)} (+${kb(counted)} beyond ${budget.beyond})` : kb(gzip);
    const limit = budget ? `${budget.beyond ? '+' : ''}${kb(budget.limit)}` : 'none';
    console.log(
      `| ${name} | ${Number.isNaN(minified) ? '-' : kb(minified)} | ${shown} | ${limit} | ${ok ? 'yes' : 'OVER'} |`,
    );
  }
  if (check && over > 0) {
    console.error(`${over} entr${over === 1 ? 'y is' : 'ies are'} over budget`);
    process.exitCode = 1;
  }
}
