import { defineConfig } from 'vitest/config';

// Unit tests live next to the code; DOM tests opt into happy-dom with `// @vitest-environment happy-dom`.
export default defineConfig({
  // `@svc/embed/...` in the workspace packages resolves to the library's sources (tsconfig.json `paths`).
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'packages/*/**/*.test.ts',
      'examples/**/*.test.ts',
      'hardening/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['test/support/quiet-iframe-loading.ts'],
    // The JSON report feeds the "N passed, N failed" line that .ci/run prints.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
