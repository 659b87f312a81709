// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createAction, createEvent } from '../envelope';
import type { Diagnostic } from '../internal/diagnostics';
import { decodeReceivedEvent } from '../protocol/receive-parsers';
import { type Channel, inbound, type Owner } from './inbound';
import { MAX_QUEUED_MESSAGES, type Outgoing, outbound } from './outbound';

const OTHER = {} as MessageEventSource;
const ORIGIN = 'https://tenant.example';
const view = createEvent('view', { surface: 'dashboard', path: '/a' }, 'dashboard');

function receiving(owned?: Owner) {
  const diagnostics: Diagnostic[] = [];
  const accepted: unknown[] = [];
  const owners: [string, Channel][] = [];
  const [fromWindow, receive] = inbound(
    (message) => (message.source === OTHER ? undefined : 'not the other side'),
    (origin) => (origin === ORIGIN ? undefined : `origin ${origin} refused`),
    decodeReceivedEvent,
    (type, channel) => {
      owners.push([type, channel]);
      return owned;
    },
    (event) => accepted.push(event.type),
    (_error, type) =>
      type === undefined
        ? ['invalid-message', 'not an event']
        : ['extension-refused', `no owner for ${type}`],
    (diagnostic) => diagnostics.push(diagnostic),
    () => {},
  );
  const message = (data: unknown, source: MessageEventSource | null, origin: string) =>
    ({ data, source, origin }) as MessageEvent;
  return { diagnostics, accepted, owners, fromWindow, receive, message };
}

describe('the endpoint: one order of receive checks', () => {
  it.each<[string, MessageEventSource | null, string, unknown, string]>([
    ['another sender at another origin: the source first', null, 'https://evil.example', 7, 'wrong-source'],
    ['the other side at another origin', OTHER, 'https://evil.example', view, 'wrong-origin'],
    ['the other side at its origin, data the codec refuses', OTHER, ORIGIN, { type: 'x' }, 'invalid-message'],
  ])('refuses %s', (_label, source, origin, data, reason) => {
    const { diagnostics, accepted, fromWindow, message } = receiving();
    fromWindow(message(data, source, origin));
    expect(accepted).toEqual([]);
    expect(diagnostics.map((d) => d.reason)).toEqual([reason]);
  });

  it('hands a core message to the facade; port data enters after the sender checks', () => {
    const { diagnostics, accepted, fromWindow, receive, message } = receiving();
    fromWindow(message(view, OTHER, ORIGIN));
    receive(view, ORIGIN, 'port');
    expect(accepted).toEqual(['svc:event:view', 'svc:event:view']);
    expect(diagnostics).toEqual([]);
  });

  it('gives a type beyond the catalog to its owner, with the channel it came on; none owns a longer name', () => {
    const owner = vi.fn();
    const { owners, fromWindow, receive, message, diagnostics } = receiving(owner);
    const extension = { ...view, type: 'svc:event:my-extension', payload: {} };
    fromWindow(message(extension, OTHER, ORIGIN));
    receive(extension, ORIGIN, 'port');
    receive(extension, ORIGIN);
    expect(owners).toEqual([
      ['svc:event:my-extension', 'window'],
      ['svc:event:my-extension', 'port'],
      ['svc:event:my-extension', undefined],
    ]);
    expect(owner).toHaveBeenCalledTimes(3);
    receive({ ...extension, type: `svc:event:${'a'.repeat(65)}` }, ORIGIN, 'port');
    expect(owners).toHaveLength(3);
    expect(diagnostics.map((d) => d.reason)).toEqual(['extension-refused']);
  });
});

describe('the endpoint: one outbound queue', () => {
  function sending(refused?: Diagnostic) {
    const sent: string[] = [];
    const diagnostics: Diagnostic[] = [];
    const out = outbound<Outgoing>(
      { kind: 'window', send: (message) => sent.push((message as Outgoing).type) > 0 },
      ORIGIN,
      () => refused,
      () => false,
      () => {},
      (diagnostic) => diagnostics.push(diagnostic),
      'things sent before open',
    );
    return { out, sent, diagnostics };
  }
  const action = (i: number) => ({
    ...createAction('navigate', { path: `/${i}` }),
    type: `svc:action:a${i}`,
  });

  it(`holds until open, at most ${MAX_QUEUED_MESSAGES} (the oldest dropped with queue-full), then flushes in order after what goes first`, () => {
    const { out, sent, diagnostics } = sending();
    for (let i = 0; i < MAX_QUEUED_MESSAGES + 2; i += 1) out.send(action(i));
    expect(sent).toEqual([]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      '"svc:action:a0" dropped: more than 100 things sent before open',
      '"svc:action:a1" dropped: more than 100 things sent before open',
    ]);
    expect(out.open(() => out.post(action(-1)))).toBe(true);
    expect(sent).toEqual([
      'svc:action:a-1',
      ...Array.from({ length: 100 }, (_, i) => `svc:action:a${i + 2}`),
    ]);
    expect(out.open()).toBe(false);
    out.send(action(200));
    expect(sent.at(-1)).toBe('svc:action:a200');
  });

  it("posts nothing the side's refusal stops, and says why", () => {
    const refusal: Diagnostic = { reason: 'destroyed', message: 'not sent: destroyed' };
    const { out, sent, diagnostics } = sending(refusal);
    out.open();
    out.send(action(1));
    expect(sent).toEqual([]);
    expect(diagnostics).toEqual([refusal]);
  });
});
