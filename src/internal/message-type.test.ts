import { describe, expect, it } from 'vitest';
import { protocolType, refusedMessage } from './message-type';

const hostile = {
  get type(): string {
    throw new Error('boom');
  },
};

describe('protocolType: the type of a refused message, quoted only when it is a protocol type', () => {
  it.each([
    ['an event', 'svc:event:ready', { type: 'svc:event:ready' }],
    ['an action', 'svc:action:set-theme', { type: 'svc:action:set-theme' }],
    ['an extension type', 'svc:event:content-size', { type: 'svc:event:content-size' }],
    ['another prefix', undefined, { type: 'evil:event:x' }],
    ['a line break in the name', undefined, { type: 'svc:event:ready\n[svc-embed host] fake' }],
    ['a name of 65 characters', undefined, { type: `svc:event:${'x'.repeat(65)}` }],
    ['a number type', undefined, { type: 7 }],
    ['a string', undefined, 'svc:event:ready'],
    ['null', undefined, null],
    ['a throwing getter', undefined, hostile],
  ])('%s gives %j', (_label, expected, data) => {
    expect(protocolType(data)).toBe(expected);
  });

  it('prefixes the reason with the type when there is one', () => {
    expect(refusedMessage({ type: 'svc:event:ready' }, 'not sent by this embed iframe')).toBe(
      'svc:event:ready refused: not sent by this embed iframe',
    );
    expect(refusedMessage('x', 'not framed')).toBe('not framed');
  });
});
