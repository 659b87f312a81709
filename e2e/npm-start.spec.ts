import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './engine';
import { quietPort } from './quiet-port';
import { embed } from './support';

const processes: ChildProcess[] = [];

/** Each child leads its own process group: stopping `npm start` must also stop the node it started. */
function stopAll(): void {
  for (const child of processes.splice(0)) {
    if (child.pid === undefined || child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
test.afterEach(stopAll);

/** Starts a command; resolves with everything printed up to the host page's address. */
function startUntilAddress(
  command: string,
  args: string[],
  options: { cwd?: string; env: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  processes.push(child);
  return new Promise<{ output: string; hostUrl: string }>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /open the host page:\s+(\S+)/.exec(output);
      if (match?.[1]) resolve({ output, hostUrl: match[1] });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

async function demoPorts() {
  return {
    SANDBOX_PORT: String(await quietPort('127.0.0.1')),
    HOST_PORT: String(await quietPort('localhost')),
  };
}

// `npm start` is ensure-installed, the quiet build, then .demo/start-demo.js; global setup already built,
// so this runs the same launcher on free ports and screenshots what a newcomer sees.
test('npm start serves the host page with a live embedded dashboard', async ({ page }, testInfo) => {
  // Two node processes start cold here; on a loaded CI machine their first responses took seconds.
  test.setTimeout(60_000);
  const env = { ...process.env, ...(await demoPorts()) };
  const { hostUrl } = await startUntilAddress(process.execPath, ['.demo/start-demo.js'], { env });
  expect(hostUrl).toBe(`http://localhost:${env.HOST_PORT}/`);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(hostUrl);
  await expect(page.locator('#ready-status')).toHaveText('ready (signed)', { timeout: 30_000 });
  await expect(embed(page).getByTestId('revenue-chart')).toBeVisible();
  await expect(embed(page).getByTestId('session-status')).toHaveText('active');
  await expect(page.locator('#event-log li[data-event="dashboard-loaded"]')).toHaveCount(1);
  const screenshot = testInfo.outputPath('npm-start.png');
  await page.screenshot({ path: screenshot });
  await page.screenshot({ path: 'test-results/npm-start.png' });
  await testInfo.attach('npm start', { path: screenshot, contentType: 'image/png' });
});

// The real `npm start`, build included, in a copy of the project: building here would empty dist/
// under the other browser tests. node_modules is linked, its install time kept, so nothing reinstalls.
test('npm start prints at most 10 lines before the addresses', async () => {
  test.setTimeout(240_000);
  const copy = await mkdtemp(join(tmpdir(), 'svc-embed-start-'));
  try {
    const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean);
    await Promise.all(tracked.map((file) => cp(file, join(copy, file), { preserveTimestamps: true })));
    await symlink(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
    const env = { ...process.env, ...(await demoPorts()) };
    const { output } = await startUntilAddress('npm', ['start'], { cwd: copy, env });
    const before = output.slice(0, output.indexOf('open the host page')).split('\n');
    // npm's own warnings about this machine's npm configuration are not the project's output.
    const lines = before.filter((line) => !line.startsWith('npm warn '));
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(10);
    expect(output).not.toMatch(/tsup|ESM Build|DTS|empty chunk/);
    // A cold start took 3.4 minutes on a loaded machine: the wait is announced with that in mind.
    expect(output).toContain(
      'building the library and the demo (about half a minute; a few minutes on a slow',
    );
  } finally {
    stopAll();
    await rm(copy, { recursive: true, force: true });
  }
});

const BAD_PORTS = [
  { variable: 'SANDBOX_PORT', host: '127.0.0.1', busy: true },
  { variable: 'HOST_PORT', host: 'localhost', busy: true },
  { variable: 'HOST_PORT', host: 'localhost', value: 'http' },
  { variable: 'SANDBOX_PORT', host: '127.0.0.1', value: '70000' },
] as const;

for (const bad of BAD_PORTS) {
  const what = 'busy' in bad ? 'a busy port' : `"${bad.value}"`;
  test(`${what} in ${bad.variable} gives one line naming it and exit 1`, async () => {
    let holder: Server | undefined;
    let value: string;
    if ('busy' in bad) {
      const server = createServer();
      holder = server;
      await new Promise<void>((resolve) => server.listen(0, bad.host, resolve));
      const address = server.address();
      value = String(typeof address === 'object' && address ? address.port : 0);
    } else value = bad.value;
    try {
      const env = { ...process.env, ...(await demoPorts()), [bad.variable]: value };
      const child = spawn(process.execPath, ['.demo/start-demo.js'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      processes.push(child);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stdout).toBe('');
      const lines = stderr.trimEnd().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(value);
      expect(lines[0]).toContain(bad.variable);
    } finally {
      holder?.close();
    }
  });
}

// The suggestion is a port free now: not the next one when that is busy too, nor the demo's other port.
test('two busy ports in a row: the port suggested is free', async () => {
  const held: Server[] = [];
  const listen = (port: number) =>
    new Promise<Server | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  try {
    let busy = 0;
    while (held.length < 2) {
      for (const server of held.splice(0)) server.close();
      busy = await quietPort('127.0.0.1');
      for (const port of [busy, busy + 1]) {
        const server = await listen(port);
        if (server) held.push(server);
      }
    }
    const env = { ...process.env, ...(await demoPorts()), SANDBOX_PORT: String(busy) };
    const child = spawn(process.execPath, ['.demo/start-demo.js'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    processes.push(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await new Promise<number | null>((resolve) => child.once('exit', resolve))).toBe(1);
    const suggested = Number(/e\.g\. SANDBOX_PORT=(\d+) npm start/.exec(stderr)?.[1]);
    expect(stderr).toContain(`port ${busy} on 127.0.0.1 is already in use`);
    expect(suggested).toBeGreaterThan(busy + 1);
    expect(suggested).not.toBe(Number(env.HOST_PORT));
    const check = await listen(suggested);
    expect(check, `port ${suggested} should be free`).not.toBeNull();
    check?.close();
  } finally {
    for (const server of held) server.close();
  }
});

// Told before the half-minute build: npm start checks its environment first (scripts/preflight-demo.mjs).
for (const bad of ['a busy port', 'a wildcard origin'] as const) {
  test(`npm start with ${bad} stops in one line before it builds`, async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const address = holder.address();
    const busy = String(typeof address === 'object' && address ? address.port : 0);
    try {
      const env = {
        ...process.env,
        ...(await demoPorts()),
        ...(bad === 'a busy port' ? { SANDBOX_PORT: busy } : { ALLOWED_ORIGINS: 'https://*.example.com' }),
      };
      const child = spawn('npm', ['start'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      processes.push(child);
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).not.toBe(0);
      expect(output).toContain(
        bad === 'a busy port' ? `port ${busy} on 127.0.0.1 is already in use` : 'ALLOWED_ORIGINS',
      );
      expect(output).not.toContain('building the library');
    } finally {
      holder.close();
    }
  });
}
