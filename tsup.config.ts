import { defineConfig } from 'tsup';
import { ENTRIES } from './scripts/entries.mjs';

export default defineConfig({
  entry: Object.fromEntries(ENTRIES.map((entry) => [entry.outName, entry.file])),
  format: ['esm', 'cjs'],
  dts: true,
  // No source maps: the sources they point at (src/) do not ship, and the maps were 260 KB of the
  // 880 KB tarball, which must stay within 700,000 bytes (scripts/check-tarball.mjs).
  sourcemap: false,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Shared chunks in CJS too (tsup splits only ESM by default): one EmbedError class, one copy of zod.
  splitting: true,
});
