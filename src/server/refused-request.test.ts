import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../../test/support/fetch';
import { SessionApiError } from './errors';
import { createSessionClient } from './session-client';

const API_KEY = 'sk_live_4f9aZ0q+Xy/7Tb=kP3mN8wR';
const base = { deploymentId: 42 };
const TENANT_NAME_RULE =
  'embedTenantName must be 5 to 36 lowercase letters, digits or hyphens, starting with a letter and ending with a letter or digit';
const LONG_NAME = `acme-${'x'.repeat(80)}`;

async function refusal(request: unknown): Promise<string> {
  const fake = fakeFetch(() => jsonResponse(200, { sessionId: 's1' }));
  const sessions = createSessionClient({
    baseUrl: 'https://acme.svc.example',
    apiKey: API_KEY,
    fetch: fake.fetch,
  });
  const error = await sessions.generateSession(request as never).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(SessionApiError);
  expect(error).toMatchObject({ code: 'invalid-request' });
  expect(fake.calls).toHaveLength(0);
  return (error as SessionApiError).message.replace('generateSession request is invalid: ', '');
}

describe('a refused session request names the rule and the value it got', () => {
  it.each<[label: string, request: unknown, message: string]>([
    ['a tenant name too short', { ...base, embedTenantName: 'acme' }, `${TENANT_NAME_RULE}, got 'acme'`],
    [
      'a tenant name in upper case',
      { ...base, embedTenantName: 'Acme-Corp' },
      `${TENANT_NAME_RULE}, got 'Acme-Corp'`,
    ],
    [
      'a tenant name too long, cut at 60 characters',
      { ...base, embedTenantName: LONG_NAME },
      `${TENANT_NAME_RULE}, got '${LONG_NAME.slice(0, 56)}...`,
    ],
    [
      'an email without @',
      { ...base, email: 'ada.acme.example' },
      `email must be an email address, got 'ada.acme.example'`,
    ],
    [
      'a theme color with CSS syntax',
      { ...base, embedTheme: { primaryColor: 'red;x' } },
      `embedTheme.primaryColor must be a CSS color: #hex, rgb(), rgba(), hsl(), hsla() or a color name, got 'red;x'`,
    ],
    [
      'an externalId not in lower case',
      { ...base, externalId: 'User-17' },
      `externalId must already be lowercase and trimmed, got 'User-17'`,
    ],
    ['a deploymentId as a string', { deploymentId: '42' }, `deploymentId must be of type number, got '42'`],
    ['no deploymentId', {}, 'deploymentId must be of type number, got undefined'],
    [
      'both ids',
      { ...base, externalId: 'ext-1', internalId: 'int-1' },
      `internalId must not be given with externalId, got 'int-1'`,
    ],
    [
      'two refused fields, each with its value',
      { deploymentId: 0, embedTenantName: 'X' },
      `deploymentId must be an integer >= 1, got 0; ${TENANT_NAME_RULE}, got 'X'`,
    ],
  ])('%s', async (_label, request, message) => {
    expect(await refusal(request)).toBe(message);
  });
});

describe('a refused session request shows only the shape of', () => {
  it.each<[label: string, request: unknown, message: string, secret: string]>([
    [
      'a securityContext that is a token',
      { ...base, securityContext: 'eyJhbGciOiJIUzI1NiJ9.e30' },
      'securityContext must be of type record, got a string of 24 characters',
      'eyJ',
    ],
    [
      "a user attribute's value",
      { ...base, userAttributes: [{ name: 'salary', value: { amount: 91000 } }] },
      'userAttributes.0.value must be a string, a number, a boolean, or an array of strings or of numbers, got a value of type object',
      '91000',
    ],
    [
      'groups given with internalId',
      { ...base, internalId: 'u-1', groups: ['board-only'] },
      'groups must not be given with internalId, got a value of type object',
      'board-only',
    ],
    ['a role', { ...base, roles: [7] }, 'roles.0 must be of type string, got a value of type number', '7'],
    [
      'an object where a string belongs',
      { ...base, externalId: { token: 'tok_live_9' } },
      'externalId must be of type string, got a value of type object',
      'tok_live_9',
    ],
    [
      'a request that is no object',
      'tok_live_9',
      'request must be of type object, got a string of 10 characters',
      'tok_live_9',
    ],
  ])('%s', async (_label, request, message, secret) => {
    const words = await refusal(request);
    expect(words).toBe(message);
    expect(words).not.toContain(secret);
  });
});

describe('the API key in a refused field', () => {
  it.each<[label: string, request: Record<string, unknown>]>([
    ['as the email', { ...base, email: API_KEY }],
    ['in upper case as the tenant name', { ...base, embedTenantName: API_KEY.toUpperCase() }],
    // Redacted before the cut: the cut at 60 characters falls inside the key.
    ['across the cut', { ...base, embedTenantName: `${'x'.repeat(40)}${API_KEY}` }],
    ['URL-encoded as the theme font', { ...base, embedTheme: { font: encodeURIComponent(API_KEY) } }],
  ])('is redacted: %s', async (_label, request) => {
    const words = await refusal(request);
    expect(words).toContain('[redacted]');
    expect(words.toLowerCase()).not.toContain(API_KEY.slice(0, 8).toLowerCase());
  });
});
