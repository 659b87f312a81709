#!/usr/bin/env node
// The package's bin is this committed file, not a build output: a build never rewrites it, so it keeps its
// executable bit, and npm links it on install even before the first build (npm skips a missing bin).
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/bin.js', import.meta.url);
if (!existsSync(bundle)) {
  console.error('svc-embed-sandbox is not built yet: run `npm run build -w @svc/embed-sandbox` first');
  process.exit(1);
}
await import(bundle.href);
