import { describe, expect, it } from 'vitest';
import type { ReadyPayload } from '../envelope';
import { httpOrigin, readyFromAddress } from './embed-address';

const T = 'https://tenant.example';
const PRIVATE = { embedTenant: null, deploymentId: null, mode: 'private' } as const;
const SIGNED = { ...PRIVATE, mode: 'signed' } as const;

describe('readyFromAddress: what an embed address says its ready would', () => {
  it.each<[string, ReadyPayload]>([
    [`${T}/embed/dashboard/pub-1`, { ...PRIVATE, surface: 'dashboard', publicId: 'pub-1' }],
    [`${T}/acme/embed/dashboard/a%20b?session=s-1`, { ...SIGNED, surface: 'dashboard', publicId: 'a b' }],
    [`${T}/embed/dashboard/100%25?session=s-1`, { ...SIGNED, surface: 'dashboard', publicId: '100%' }],
    [`${T}/embed/dashboard/bad%zz`, { ...PRIVATE, surface: 'dashboard', publicId: 'bad%zz' }],
    [`${T}/embed/d/42/app/workbook/130?session=s-1`, { ...SIGNED, surface: 'app', deploymentId: 42 }],
    [`${T}/embed/d/7/app?session=s-1&locale=fr`, { ...SIGNED, surface: 'app', deploymentId: 7 }],
    [`${T}/embed/chat?sessionId=s-1`, { ...SIGNED, surface: 'chat' }],
    [`${T}/embed/chat`, { ...PRIVATE, surface: 'chat' }],
    [`${T}/somewhere/else`, { ...PRIVATE, surface: 'dashboard' }],
    ['', { ...PRIVATE, surface: 'dashboard' }],
  ])('%s', (src, expected) => {
    expect(readyFromAddress(src)).toEqual(expected);
  });
});

describe('httpOrigin', () => {
  it.each<[string, string | null]>([
    [`${T}/embed/chat`, T],
    ['http://localhost:5173/embed/dashboard/p', 'http://localhost:5173'],
    ['', null],
    ['about:blank', null],
    ['data:text/html,<p>hi</p>', null],
    ['javascript:void(0)', null],
    ['not an address', null],
  ])('%s -> %s', (src, origin) => {
    expect(httpOrigin(src)).toBe(origin);
  });
});
