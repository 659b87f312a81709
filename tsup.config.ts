import { defineConfig } from 'tsup';
import { ENTRIES } from './scripts/entries.mjs';

export default defineConfig({
  entry: Object.fromEntries(ENTRIES.map((entry) => [entry.outName, entry.file])),
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  treeshake: true,
  // Shared chunks in CJS too (tsup splits only ESM by default): one EmbedError class, one copy of zod.
  splitting: true,
  // Maps point at the sources by path (stack traces still name the src/ file and line) without
  // carrying them: with sources inside, the maps alone were 40% of the tarball and put it over its
  // size budget (scripts/check-tarball.mjs).
  esbuildOptions(options) {
    options.sourcesContent = false;
  },
});
