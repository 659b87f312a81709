import { describe, expect, it } from 'vitest';
import { describeParseError } from '../protocol/parse-error';
import { generateSessionRequestSchema } from './session-request';

const base = { deploymentId: 42 };

const complete = {
  deploymentId: 42,
  externalId: 'user-17@acme',
  email: 'ada@acme.example',
  userProfile: { displayName: 'Ada', picture: 'https://cdn.acme.example/ada.png' },
  groups: ['sales'],
  roles: ['viewer'],
  userAttributes: [
    { name: 'region', value: 'emea' },
    { name: 'level', value: 3 },
    { name: 'beta', value: true },
    { name: 'cities', value: ['Paris', 'Lyon'] },
    { name: 'ids', value: [1, 2] },
  ],
  securityContext: { tenantId: 'acme', nested: { a: [1] } },
  settings: { showDashboardChat: true, allowChatWorkspaceAuthoring: false, enableDashboardComments: true },
  tenantGroups: ['finance'],
  tenantGroupDefinitions: [{ name: 'finance', displayName: 'Finance' }, { name: 'ops' }],
  embedTenantProfile: { displayName: 'Acme Corp' },
  embedTheme: { primaryColor: '#0a7', font: 'Inter, sans-serif', borderRadius: 8 },
  embedTenantName: 'acme-corp',
  creatorMode: false,
  publicDashboardId: 'dash_01',
};

describe('generateSessionRequestSchema accepts', () => {
  it.each<[string, Record<string, unknown>]>([
    ['only deploymentId', base],
    ['no identity at all: neither externalId nor internalId', { ...base, email: 'a@b', settings: {} }],
    ['externalId alone', { ...base, externalId: 'user-17' }],
    ['internalId alone', { ...base, internalId: 'u-1' }],
    ['every field', complete],
    ['internalId alone with settings', { ...base, internalId: 'u-1', settings: {}, email: 'a@b' }],
    ['http picture', { ...base, userProfile: { picture: 'http://localhost/p.png' } }],
    ['tenant name of 5 characters', { ...base, embedTenantName: 'ab-c1' }],
    ['tenant name of 36 characters', { ...base, embedTenantName: `a${'b'.repeat(34)}c` }],
  ])('%s', (_label, body) => {
    const result = generateSessionRequestSchema.safeParse(body);
    expect(result.success ? 'ok' : describeParseError(result.error)).toBe('ok');
  });

  it('drops unknown fields at every level', () => {
    const result = generateSessionRequestSchema.parse({
      ...base,
      ephemeralTtlSeconds: 60,
      settings: { showDashboardChat: true, unknownSwitch: true },
      embedTheme: { primaryColor: 'red', script: 'x' },
    });
    expect(result).toEqual({
      ...base,
      settings: { showDashboardChat: true },
      embedTheme: { primaryColor: 'red' },
    });
  });
});

describe('generateSessionRequestSchema refuses', () => {
  it.each<[string, unknown, string]>([
    ['a non-object', 'deploymentId=1', ''],
    ['an array', [base], ''],
    ['missing deploymentId', {}, 'deploymentId'],
    ['deploymentId 0', { deploymentId: 0 }, 'deploymentId'],
    ['negative deploymentId', { deploymentId: -3 }, 'deploymentId'],
    ['fractional deploymentId', { deploymentId: 1.5 }, 'deploymentId'],
    ['string deploymentId', { deploymentId: '42' }, 'deploymentId'],
    ['Infinity deploymentId', { deploymentId: Number.POSITIVE_INFINITY }, 'deploymentId'],
    ['uppercase externalId', { ...base, externalId: 'User-17' }, 'externalId'],
    ['untrimmed externalId', { ...base, externalId: ' user-17' }, 'externalId'],
    ['empty externalId', { ...base, externalId: '' }, 'externalId'],
    ['numeric externalId', { ...base, externalId: 17 }, 'externalId'],
    ['empty internalId', { ...base, internalId: '' }, 'internalId'],
    ['externalId with internalId', { ...base, externalId: 'u', internalId: 'u' }, 'internalId'],
    ['both ids, different values', { ...base, externalId: 'ext-1', internalId: 'int-1' }, 'internalId'],
    ['groups with internalId', { ...base, internalId: 'u', groups: ['a'] }, 'groups'],
    ['roles with internalId', { ...base, internalId: 'u', roles: [] }, 'roles'],
    ['userAttributes with internalId', { ...base, internalId: 'u', userAttributes: [] }, 'userAttributes'],
    ['securityContext with internalId', { ...base, internalId: 'u', securityContext: {} }, 'securityContext'],
    ['email without @', { ...base, email: 'ada.acme.example' }, 'email'],
    ['email with a space', { ...base, email: 'ada @acme.example' }, 'email'],
    ['picture not a URL', { ...base, userProfile: { picture: 'ada.png' } }, 'userProfile.picture'],
    [
      'javascript: picture',
      { ...base, userProfile: { picture: 'javascript:alert(1)' } },
      'userProfile.picture',
    ],
    [
      'data: picture',
      { ...base, userProfile: { picture: 'data:image/png;base64,AA' } },
      'userProfile.picture',
    ],
    ['numeric displayName', { ...base, userProfile: { displayName: 1 } }, 'userProfile.displayName'],
    ['groups not an array', { ...base, groups: 'sales' }, 'groups'],
    ['a non-string group', { ...base, groups: [1] }, 'groups.0'],
    ['an empty role', { ...base, roles: [''] }, 'roles.0'],
    ['userAttributes not an array', { ...base, userAttributes: { region: 'emea' } }, 'userAttributes'],
    ['attribute without a name', { ...base, userAttributes: [{ value: 'x' }] }, 'userAttributes.0.name'],
    ['attribute with an object value', { ...base, userAttributes: [{ name: 'a', value: {} }] }, 'value'],
    ['attribute with a null value', { ...base, userAttributes: [{ name: 'a', value: null }] }, 'value'],
    ['attribute with a mixed list', { ...base, userAttributes: [{ name: 'a', value: ['x', 1] }] }, 'value'],
    ['attribute with NaN', { ...base, userAttributes: [{ name: 'a', value: Number.NaN }] }, 'value'],
    ['securityContext as an array', { ...base, securityContext: [1] }, 'securityContext'],
    ['securityContext as a string', { ...base, securityContext: 'x' }, 'securityContext'],
    ['a non-boolean setting', { ...base, settings: { showDashboardChat: 'yes' } }, 'showDashboardChat'],
    ['settings not an object', { ...base, settings: true }, 'settings'],
    ['tenantGroups with a number', { ...base, tenantGroups: [1] }, 'tenantGroups.0'],
    ['definition without a name', { ...base, tenantGroupDefinitions: [{ displayName: 'X' }] }, 'name'],
    ['profile without displayName', { ...base, embedTenantProfile: {} }, 'embedTenantProfile.displayName'],
    ['a theme color with CSS syntax', { ...base, embedTheme: { primaryColor: 'red;x' } }, 'primaryColor'],
    ['a theme radius out of range', { ...base, embedTheme: { borderRadius: 5000 } }, 'borderRadius'],
    ['tenant name too short', { ...base, embedTenantName: 'acme' }, 'embedTenantName'],
    ['tenant name too long', { ...base, embedTenantName: `a${'b'.repeat(35)}c` }, 'embedTenantName'],
    ['tenant name in uppercase', { ...base, embedTenantName: 'Acme-corp' }, 'embedTenantName'],
    ['tenant name ending in a dash', { ...base, embedTenantName: 'acme-' }, 'embedTenantName'],
    ['tenant name starting with a digit', { ...base, embedTenantName: '1acme' }, 'embedTenantName'],
    ['tenant name with an underscore', { ...base, embedTenantName: 'acme_corp' }, 'embedTenantName'],
    ['creatorMode as a string', { ...base, creatorMode: 'true' }, 'creatorMode'],
    ['numeric publicDashboardId', { ...base, publicDashboardId: 7 }, 'publicDashboardId'],
    ['empty publicDashboardId', { ...base, publicDashboardId: '' }, 'publicDashboardId'],
  ])('%s', (_label, body, field) => {
    const result = generateSessionRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    if (result.success) return;
    const paths = result.error.issues.map((issue) => issue.path.join('.'));
    expect(paths.some((path) => path.includes(field))).toBe(true);
    expect(describeParseError(result.error)).toContain(field);
  });
});
