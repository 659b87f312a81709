// Loads every built entry in plain Node (no DOM), both as ESM and as CJS, by its public name.
// Importing must not touch `window` and must expose the entry's documented names.
import { createRequire } from 'node:module';
import { unmarkedClientEntries } from './use-client.mjs';

const require = createRequire(import.meta.url);
const ENTRIES = {
  '@svc/embed': ['safeParseEvent', 'safeParseAction', 'createEvent', 'createAction', 'EMBED_SOURCE'],
  '@svc/embed/host': ['EmbedController', 'buildEmbedUrl', 'EmbedError'],
  '@svc/embed/embed': ['EmbedEmitter', 'EmbedError'],
  '@svc/embed/server': ['createSessionClient', 'SessionApiError'],
  '@svc/embed/react': ['SvcEmbed', 'useEmbed'],
  '@svc/embed/vue': ['SvcEmbed'],
  '@svc/embed/element': ['defineSvcEmbed'],
  '@svc/embed/testing': ['simulateEmbed'],
};

let failures = 0;
for (const [entry, names] of Object.entries(ENTRIES)) {
  for (const [format, load] of [
    ['esm', () => import(entry)],
    ['cjs', async () => require(entry)],
  ]) {
    try {
      const mod = await load();
      const missing = names.filter((name) => !(name in mod));
      if (missing.length > 0) throw new Error(`missing exports: ${missing.join(', ')}`);
      console.log(`ok ${entry} (${format})`);
    } catch (error) {
      failures += 1;
      console.error(`FAIL ${entry} (${format}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
failures += await checkOneEmbedError();
failures += await checkOneSessionApiError();
const unmarked = await unmarkedClientEntries();
for (const file of unmarked) {
  failures += 1;
  console.error(`FAIL ${file} does not start with 'use client' (Next.js would prerender it as server code)`);
}
if (unmarked.length === 0) console.log("ok 'use client' at the top of the React entry (esm, cjs)");
if (typeof globalThis.window !== 'undefined') throw new Error('this check must run without a DOM');
process.exitCode = failures > 0 ? 1 : 0;

/**
 * One EmbedError across entries: within a format the entries share the class itself (a common chunk),
 * and across formats (or duplicated installs) `instanceof` still holds through the class's brand.
 */
async function checkOneEmbedError() {
  const loaded = {
    esm: { host: await import('@svc/embed/host'), embed: await import('@svc/embed/embed') },
    cjs: { host: require('@svc/embed/host'), embed: require('@svc/embed/embed') },
  };
  const problems = [];
  for (const [format, { host, embed }] of Object.entries(loaded)) {
    if (host.EmbedError !== embed.EmbedError)
      problems.push(`${format}: host and embed export different classes`);
  }
  for (const thrower of Object.values(loaded)) {
    const error = thrownBy(() =>
      thrower.host.buildEmbedUrl({ tenantUrl: 'https://t.example', surface: 'nope' }),
    );
    for (const [format, { host, embed }] of Object.entries(loaded)) {
      if (!(error instanceof host.EmbedError) || !(error instanceof embed.EmbedError))
        problems.push(`an error thrown by host is not instanceof ${format} EmbedError`);
    }
  }
  if (new loaded.cjs.host.EmbedError('destroyed', 'x') instanceof Error === false)
    problems.push('EmbedError is not an Error');
  if (new Error('plain') instanceof loaded.esm.embed.EmbedError)
    problems.push('a plain Error passes as EmbedError');
  for (const problem of problems) console.error(`FAIL one EmbedError: ${problem}`);
  if (problems.length === 0) console.log('ok one EmbedError class across entries (esm, cjs, esm x cjs)');
  return problems.length;
}

/** The server entry's error class is branded too: an ESM error is instanceof the CJS class and back. */
async function checkOneSessionApiError() {
  const esm = (await import('@svc/embed/server')).SessionApiError;
  const cjs = require('@svc/embed/server').SessionApiError;
  const problems = [];
  if (!(new esm('timeout', 'x') instanceof cjs))
    problems.push('an ESM error is not instanceof the CJS class');
  if (!(new cjs('timeout', 'x') instanceof esm)) problems.push('a CJS error is not instanceof the ESM class');
  if (new Error('plain') instanceof esm) problems.push('a plain Error passes as SessionApiError');
  for (const problem of problems) console.error(`FAIL one SessionApiError: ${problem}`);
  if (problems.length === 0) console.log('ok one SessionApiError class across formats (esm x cjs)');
  return problems.length;
}

function thrownBy(run) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
