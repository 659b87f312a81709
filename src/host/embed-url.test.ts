import { describe, expect, it } from 'vitest';
import { buildEmbedUrl, type EmbedUrlOptions, surfaceRoot } from './embed-url';

const tenantUrl = 'https://acme.svc.example';

describe('buildEmbedUrl', () => {
  it.each<[string, EmbedUrlOptions, string]>([
    [
      'signed dashboard',
      { tenantUrl, surface: 'dashboard', publicId: 'abc-123', sessionId: 's1' },
      'https://acme.svc.example/embed/dashboard/abc-123?session=s1',
    ],
    [
      'private dashboard',
      { tenantUrl, surface: 'dashboard', publicId: 'abc' },
      'https://acme.svc.example/embed/dashboard/abc',
    ],
    [
      'signed app with a route',
      { tenantUrl, surface: 'app', deploymentId: 42, path: '/workbook/130', sessionId: 's1' },
      'https://acme.svc.example/embed/d/42/app/workbook/130?session=s1',
    ],
    [
      'chat uses sessionId, not session',
      { tenantUrl, surface: 'chat', sessionId: 's1' },
      'https://acme.svc.example/embed/chat?sessionId=s1',
    ],
    ['private chat', { tenantUrl, surface: 'chat' }, 'https://acme.svc.example/embed/chat'],
    [
      'tenant path prefix kept, trailing slash dropped',
      { tenantUrl: 'https://example.com/tenants/acme/', surface: 'chat' },
      'https://example.com/tenants/acme/embed/chat',
    ],
    [
      'publicId encoded',
      { tenantUrl, surface: 'dashboard', publicId: 'a/b?c' },
      'https://acme.svc.example/embed/dashboard/a%2Fb%3Fc',
    ],
    [
      'every parameter',
      {
        tenantUrl,
        surface: 'dashboard',
        publicId: 'p',
        sessionId: 's1',
        allowExport: true,
        timezone: 'Europe/Paris',
        locale: 'fr-CA',
        filters: { 'orders.status': { value: 'USA' }, 'orders.city': ['Paris', 'Lyon & Co'] },
      },
      'https://acme.svc.example/embed/dashboard/p?session=s1&allowExport=true&timezone=Europe%2FParis&locale=fr-CA' +
        '&f_orders.status=%7B%22value%22%3A%22USA%22%7D&f_orders.city=%5B%22Paris%22%2C%22Lyon+%26+Co%22%5D',
    ],
    [
      'allowExport false leaves it out',
      { tenantUrl, surface: 'dashboard', publicId: 'p', allowExport: false },
      'https://acme.svc.example/embed/dashboard/p',
    ],
  ])('%s', (_label, options, expected) => {
    expect(buildEmbedUrl(options)).toBe(expected);
  });

  it('round-trips filters through the query string', () => {
    const url = new URL(
      buildEmbedUrl({ tenantUrl, surface: 'chat', filters: { 'orders.note': 'a&b=c "d"' } }),
    );
    expect(JSON.parse(url.searchParams.get('f_orders.note') ?? '')).toBe('a&b=c "d"');
  });

  const TENANT_WILDCARD = /tenantUrl.*wildcard.*exact origin such as "https:\/\/app\.example\.com"/;
  it.each<[string, Partial<EmbedUrlOptions>, RegExp]>([
    ['relative tenantUrl', { tenantUrl: '/embed' }, /absolute http\(s\) URL/],
    ['ftp tenantUrl', { tenantUrl: 'ftp://acme.example' }, /http or https/],
    ['javascript tenantUrl', { tenantUrl: 'javascript:alert(1)' }, /http or https/],
    ['credentials in tenantUrl', { tenantUrl: 'https://user:pw@acme.example' }, /credentials/],
    ['query in tenantUrl', { tenantUrl: 'https://acme.example/?x=1' }, /query or a fragment/],
    ['wildcard subdomain tenantUrl', { tenantUrl: 'https://*.svc.example' }, TENANT_WILDCARD],
    ['wildcard tenantUrl', { tenantUrl: 'https://*' }, TENANT_WILDCARD],
    ['wildcard inside the tenant host', { tenantUrl: 'https://acme*.svc.example' }, TENANT_WILDCARD],
    [
      'unknown surface',
      { surface: 'report' as never },
      /surface must be one of dashboard, app, chat, got 'report'/,
    ],
    ['dashboard without publicId', { publicId: undefined }, /needs a publicId/],
    ['dashboard with empty publicId', { publicId: '' }, /needs a publicId/],
    ['app without deploymentId', { surface: 'app', sessionId: 's' }, /needs a deploymentId/],
    ['app with deploymentId 0', { surface: 'app', deploymentId: 0, sessionId: 's' }, /needs a deploymentId/],
    ['private app', { surface: 'app', deploymentId: 4 }, /signed only/],
    [
      'app route without slash',
      { surface: 'app', deploymentId: 4, sessionId: 's', path: 'x' },
      /in-app route/,
    ],
    [
      'app route to another host',
      { surface: 'app', deploymentId: 4, sessionId: 's', path: '//evil' },
      /in-app route/,
    ],
    ['sessionId with URL syntax', { sessionId: 'a&session=b' }, /URL-safe/],
    ['offset time zone', { timezone: '+02:00' }, /IANA/],
    ['invalid locale', { locale: 'en_US' }, /BCP 47/],
    ['filter member without view', { filters: { status: 'x' } }, /<view>\.<dimension>/],
    ['filter value not JSON', { filters: { 'a.b': 1n as never } }, /JSON-serializable/],
  ])('refuses %s with a clear error', (_label, override, message) => {
    const options = { tenantUrl, surface: 'dashboard', publicId: 'p', ...override } as EmbedUrlOptions;
    expect(() => buildEmbedUrl(options)).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringMatching(message) }),
    );
  });

  const app = { surface: 'app', deploymentId: 4, sessionId: 's' } as const;
  it.each<[string, Partial<EmbedUrlOptions>]>([
    ['a path climbing out of the app', { ...app, path: '/../../../api/v1/embed/data' }],
    ['a path with a dot segment inside', { ...app, path: '/workbook/./../x' }],
    ['a path ending in ..', { ...app, path: '/workbook/..' }],
    ['a path with %2e%2e', { ...app, path: '/%2e%2e/%2e%2e/api' }],
    ['a path with %2E%2E', { ...app, path: '/%2E%2E/api' }],
    ['a path with mixed .%2e', { ...app, path: '/.%2e/api' }],
    ['a path with %2e.', { ...app, path: '/x/%2e./api' }],
    ['a path with a single %2e', { ...app, path: '/%2e/x' }],
    ['a path with %2e%2e behind an encoded slash', { ...app, path: '/x%2f%2e%2e/api' }],
    ['a path with a double-encoded %252e%252e', { ...app, path: '/%252e%252e/api' }],
    ['a path with ..; (a path parameter some servers drop)', { ...app, path: '/x/..;/..;/api' }],
    ['a path with .;x', { ...app, path: '/.;x/api' }],
    ['a path with an encoded %2e%2e%3b', { ...app, path: '/x/%2e%2e%3B/api' }],
    ['publicId ..;', { publicId: '..;' }],
    ['a tenantUrl base path with ..;', { tenantUrl: 'https://acme.svc.example/base/..;/api' }],
    ['publicId ..', { publicId: '..' }],
    ['publicId .', { publicId: '.' }],
    ['publicId %2e%2e', { publicId: '%2e%2e' }],
    ['publicId .%2E', { publicId: '.%2E' }],
    ['a tenantUrl base path with ..', { tenantUrl: 'https://acme.svc.example/base/../api' }],
    ['a tenantUrl base path with %2e%2e', { tenantUrl: 'https://acme.svc.example/%2e%2e/api' }],
  ])('refuses %s: no dot segment may reach the address', (_label, override) => {
    const options = { tenantUrl, surface: 'dashboard', publicId: 'p', ...override } as EmbedUrlOptions;
    expect(() => buildEmbedUrl(options)).toThrow(
      expect.objectContaining({ code: 'invalid-options', message: expect.stringMatching(/"\.".*"\.\."/) }),
    );
  });

  it.each<[string, Partial<EmbedUrlOptions>, string]>([
    ['dots inside a name', { publicId: 'v1..2' }, '/embed/dashboard/v1..2'],
    [
      'a dotted file name in the path',
      { ...app, path: '/files/.env.example' },
      '/embed/d/4/app/files/.env.example',
    ],
    ['three dots', { ...app, path: '/.../x' }, '/embed/d/4/app/.../x'],
    ['dots and a semicolon inside a name', { ...app, path: '/a..;b/x' }, '/embed/d/4/app/a..;b/x'],
  ])('keeps %s, which is no dot segment', (_label, override, pathname) => {
    const options = { tenantUrl, surface: 'dashboard', publicId: 'p', ...override } as EmbedUrlOptions;
    expect(new URL(buildEmbedUrl(options)).pathname).toBe(pathname);
  });
});

describe('surfaceRoot', () => {
  it.each([
    [{ surface: 'dashboard', publicId: 'sales q1' }, '/embed/dashboard/sales%20q1'],
    [{ surface: 'app', deploymentId: 42, path: '/workbook/130' }, '/embed/d/42/app'],
    [{ surface: 'chat' }, '/embed/chat'],
  ] as const)('%j is under %s, without the tenant path prefix', (options, root) => {
    const full = { tenantUrl: 'https://t.example/prefix', sessionId: 's', ...options };
    expect(surfaceRoot(full)).toBe(root);
    expect(new URL(buildEmbedUrl(full)).pathname.startsWith(`/prefix${root}`)).toBe(true);
  });
});
