// `npm start`, before its build: the ports free and ALLOWED_ORIGINS valid, told in a second instead
// of after a half-minute build. The checks are examples/demo-ports.ts's, bundled in memory.
import { build } from 'esbuild';

const { outputFiles } = await build({
  entryPoints: [new URL('../examples/demo-ports.ts', import.meta.url).pathname],
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'silent',
});
const checks = await import(
  `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
);
try {
  await checks.checkDemoEnvironment();
} catch (error) {
  console.error(error instanceof checks.DemoPortError ? error.message : error);
  process.exit(1);
}
