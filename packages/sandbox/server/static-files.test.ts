import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_ORIGIN, startTestSandbox } from './test-sandbox';

let root: string;
let assetsDir: string;
let fixturesDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'svc-sandbox-'));
  assetsDir = join(root, 'assets');
  fixturesDir = join(root, 'fixtures');
  await mkdir(assetsDir);
  await mkdir(fixturesDir);
  await mkdir(join(assetsDir, 'nested.js'));
  await writeFile(join(root, 'secret.js'), 'secret outside the directory');
  await writeFile(join(assetsDir, 'surface.js'), 'export const surface = 1;');
  await writeFile(join(assetsDir, 'surface.js.bak'), 'backup');
  await writeFile(join(assetsDir, 'surface.css'), 'body { margin: 0 }');
  await writeFile(join(assetsDir, 'surface.js.map'), '{"version":3}');
  await writeFile(join(assetsDir, 'Upper.js'), 'upper');
  await writeFile(join(assetsDir, 'page.html'), '<p>not an asset</p>');
  await writeFile(join(fixturesDir, 'spoof-host.html'), '<!doctype html><title>spoof</title>');
  await writeFile(join(fixturesDir, 'spoof-host.js'), 'console.log(1)');
  await writeFile(join(fixturesDir, 'style.css'), 'p {}');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('GET /assets/<name>', () => {
  it.each([
    ['surface.js', 'text/javascript; charset=utf-8', 'export const surface = 1;'],
    ['surface.css', 'text/css; charset=utf-8', 'body { margin: 0 }'],
  ])('serves %s', async (name, contentType, body) => {
    const sandbox = await startTestSandbox({ assetsDir });
    const response = await sandbox.request(`/assets/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(body);
  });

  it('serves a source map with a JSON content type', async () => {
    const sandbox = await startTestSandbox({ assetsDir });
    const response = await sandbox.request('/assets/surface.js.map');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it.each([
    '/assets/..%2Fpackage.json',
    '/assets/../secret.js',
    '/assets/..%2fsecret.js',
    '/assets/%2e%2e/secret.js',
    '/assets/surface.js.bak',
    // Source maps are `<name>.js.map`, as esbuild names them; nothing else has two dots.
    '/assets/surface.map',
    '/assets/surface.css.map',
    '/assets/Upper.js',
    '/assets/page.html',
    '/assets/missing.js',
    '/assets/nested.js',
    '/assets/',
    '/assets/sub/surface.js',
    '/assets/surface.js%00.css',
    '/assets/..\\secret.js',
  ])('refuses %s with a 404 JSON', async (path) => {
    const sandbox = await startTestSandbox({ assetsDir });
    const response = await sandbox.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toHaveProperty('error');
  });

  it('is a 404 when no assetsDir is set', async () => {
    const sandbox = await startTestSandbox();
    expect((await sandbox.request('/assets/surface.js')).status).toBe(404);
  });
});

describe('GET /fixtures/<name>', () => {
  it('serves HTML with the page CSP and JS plainly', async () => {
    const sandbox = await startTestSandbox({ fixturesDir });
    const html = await sandbox.request('/fixtures/spoof-host.html');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST_ORIGIN}`);
    expect(await html.text()).toContain('spoof');
    const js = await sandbox.request('/fixtures/spoof-host.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/fixtures/style.css', '/fixtures/..%2Fsecret.js', '/fixtures/missing.html'])(
    'refuses %s with 404',
    async (path) => {
      const sandbox = await startTestSandbox({ fixturesDir });
      expect((await sandbox.request(path)).status).toBe(404);
    },
  );

  it('does not exist without fixturesDir', async () => {
    const sandbox = await startTestSandbox({ assetsDir: fixturesDir });
    expect((await sandbox.request('/fixtures/spoof-host.html')).status).toBe(404);
  });
});
