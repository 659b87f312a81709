import { describe, expect, it } from 'vitest';
import { renderSurfacePage, type SurfaceConfig, scriptSafeJson } from './surface-pages';
import { errorOf, HOST_ORIGIN, startTestSandbox } from './test-sandbox';

const endpoints = {
  tokenEndpoint: '/api/v1/embed/session/token',
  dataEndpoint: '/api/v1/embed/data',
};

function readConfig(html: string): SurfaceConfig {
  const match = /<script type="application\/json" id="svc-embed-config">(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? '') as SurfaceConfig;
}

describe('surface pages', () => {
  it.each<[string, Omit<SurfaceConfig, 'hostOrigins' | 'tokenEndpoint' | 'dataEndpoint'>]>([
    [
      '/embed/dashboard/sales-france?session=xyz&allowExport=true',
      {
        surface: 'dashboard',
        publicId: 'sales-france',
        dashboard: { title: 'Sales in France', scope: [{ member: 'orders.country', values: ['France'] }] },
      },
    ],
    [
      '/embed/dashboard/sales-Q1_2025',
      {
        surface: 'dashboard',
        publicId: 'sales-Q1_2025',
        refusal: {
          title: 'This dashboard does not exist',
          detail:
            'This tenant has no dashboard sales-Q1_2025 (svc-embed-sandbox --help lists its dashboards).',
        },
      },
    ],
    ['/embed/d/42/app', { surface: 'app', deploymentId: 42, appPath: '' }],
    ['/embed/d/42/app?session=xyz', { surface: 'app', deploymentId: 42, appPath: '' }],
    ['/embed/d/7/app/workbook/130', { surface: 'app', deploymentId: 7, appPath: '/workbook/130' }],
    ['/embed/d/7/app/', { surface: 'app', deploymentId: 7, appPath: '/' }],
    ['/embed/chat', { surface: 'chat' }],
    ['/embed/chat?sessionId=xyz', { surface: 'chat' }],
  ])('GET %s serves the shell with its config', async (path, expected) => {
    const sandbox = await startTestSandbox({ allowedOrigins: [HOST_ORIGIN, 'https://app.acme.example'] });
    const response = await sandbox.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        `base-uri 'none'; form-action 'none'; frame-ancestors ${HOST_ORIGIN} https://app.acme.example`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    for (const part of [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      '<link rel="stylesheet" href="/assets/surface.css">',
      '<script type="module" src="/assets/surface.js"></script>',
      '<body><div id="app"></div></body>',
    ]) {
      expect(html).toContain(part);
    }
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(readConfig(html)).toEqual({
      ...expected,
      hostOrigins: [HOST_ORIGIN, 'https://app.acme.example'],
      ...endpoints,
    });
  });

  it("uses frame-ancestors 'none' when no origin is allowed", async () => {
    const sandbox = await startTestSandbox({ allowedOrigins: [] });
    const response = await sandbox.request('/embed/chat');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'$/);
    expect(readConfig(await response.text()).hostOrigins).toEqual([]);
  });

  it('serves a dashboard in-embed route, so a reload on the Orders tab keeps the dashboard', async () => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request('/embed/dashboard/abc/orders');
    expect(response.status).toBe(200);
    expect(readConfig(await response.text())).toMatchObject({ surface: 'dashboard', publicId: 'abc' });
  });

  it.each([
    '/embed/dashboard/',
    '/embed/dashboard/bad.id',
    '/embed/dashboard/bad%20id',
    `/embed/dashboard/${'a'.repeat(65)}`,
    '/embed/dashboard/abc/',
    '/embed/dashboard/abc/orders/2',
    '/embed/dashboard/abc/Orders',
    '/embed/dashboard/abc//evil.example',
    '/embed/d/0/app',
    '/embed/d/-1/app',
    '/embed/d/042/app',
    '/embed/d/1.5/app',
    '/embed/d/abc/app',
    '/embed/d/9999999999999999/app',
    '/embed/d/42/apps',
    '/embed/d/42/app//evil.example',
    '/embed/d/42/app/\\evil.example',
    '/embed/d/42',
    '/embed/chat/',
    '/embed/chat/x',
    '/embed/',
  ])('GET %s is a 404 JSON', async (path) => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    await errorOf(response);
  });

  it('answers POST to a page with 405 and Allow: GET', async () => {
    const sandbox = await startTestSandbox();
    const response = await sandbox.request('/embed/chat', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});

describe('config escaping', () => {
  it('keeps the JSON from closing its script element', () => {
    const json = scriptSafeJson({ text: '</script><script>alert(1)</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!-- & \u2028' });
  });

  it('renders a page whose only script element closes where it should', () => {
    const html = renderSurfacePage(
      { surface: 'dashboard', publicId: 'x' },
      { allowedOrigins: ['https://a.example'], readyDelayMs: { dashboard: 0, app: 0, chat: 0 } },
    );
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });
});
