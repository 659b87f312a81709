// Installs the browser engines the browser tests and benchmarks need, from Debian's packages, when one
// is missing: Chromium, Firefox ESR, and WebKitGTK's WebDriver with Xvfb. Playwright cannot download
// its own browsers on a closed network; where they are installed, they are used and nothing is added.
import { spawnSync } from 'node:child_process';
import { engineLaunch, selectedEngines } from './index.mjs';

const PACKAGES = {
  chromium: ['chromium'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb', 'xauth'],
};

const missing = selectedEngines().filter((engine) => !engineLaunch(engine));
if (missing.length > 0) {
  const packages = missing.flatMap((engine) => PACKAGES[engine]);
  const asRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
  if (!hasApt) {
    console.error(
      `browser engines missing: ${missing.join(', ')}. Install them (Debian: apt-get install -y ${packages.join(' ')}), ` +
        'or run `npx playwright install` where Playwright may download its browsers.',
    );
    process.exit(1);
  }
  const run = (args) => {
    const command = asRoot ? 'apt-get' : 'sudo';
    const result = spawnSync(command, asRoot ? args : ['apt-get', ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
      process.exit(1);
    }
  };
  console.log(`installing browser engines (${missing.join(', ')}): apt-get install -y ${packages.join(' ')}`);
  run(['update', '-qq']);
  run(['install', '-y', '-qq', ...packages]);
}
