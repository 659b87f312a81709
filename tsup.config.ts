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
});
