// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { EMBED_EVENT_NAMES, type EmbedEvent, type EmbedEventName, safeParseEvent } from '../src/envelope';
import type { DiagnosticReason } from '../src/internal/diagnostics';
import { mountController, TENANT } from '../test/support/host';
import { messageDataArb } from './arbitraries';
import { FUZZ_TIMEOUT_MS, RUNS } from './fuzz-runs';
import {
  deliverAndCheck,
  type HandlerCall,
  type OutcomeCounts,
  type Verdict as PipelineVerdict,
} from './pipeline-outcome';
import { guardPrototypes } from './prototype-guard';
import { otherFakeWindow, type Sender, senderArb } from './senders';

type Verdict = PipelineVerdict<EmbedEvent>;

const calls: HandlerCall<EmbedEvent>[] = [];
const reasons: DiagnosticReason[] = [];
// Fake timers: each message comes a diagnostic-throttle window after the last (see deliverAndCheck).
vi.useFakeTimers();
const { controller, embedWindow } = mountController({ onDiagnostic: ({ reason }) => reasons.push(reason) });
// The fuzz may never send a valid ready before the fake clock passes the ready timeout.
controller.ready.catch(() => {});
const recordCall = (name: EmbedEventName) => (payload: unknown, event: EmbedEvent) => {
  calls.push({ name, payload, envelope: event });
};
for (const name of EMBED_EVENT_NAMES) controller.on(name, recordCall(name));
const prototypes = guardPrototypes();
const seen: OutcomeCounts = { accepted: 0, 'wrong-source': 0, 'wrong-origin': 0, 'invalid-message': 0 };

afterAll(() => {
  controller.destroy();
  vi.useRealTimers();
});

/** Extension state, modelled apart: what the last ready announced, which types were reported. */
let announced: string[] = [];
const reportedTypes = new Set<string>();

/**
 * The host pipeline's rules, applied independently: this iframe, the tenant origin, a valid event.
 * A valid envelope of a type beyond the catalog is an extension: silent when announced and known
 * (this controller has no autoHeight), else one `extension-refused` per type (64 types at most, of at
 * most 74 characters).
 */
function expectedVerdict({ source, origin }: Sender, data: unknown): Verdict {
  if (source !== embedWindow) return { accepted: false, reason: 'wrong-source' };
  if (origin !== TENANT) return { accepted: false, reason: 'wrong-origin' };
  const parsed = safeParseEvent(data);
  if (parsed.success) {
    if (parsed.data.type === 'svc:event:ready') announced = parsed.data.payload.extensions?.split(' ') ?? [];
    return { accepted: true, envelope: parsed.data };
  }
  const [issue, ...more] = parsed.error.issues;
  if (more.length > 0 || issue?.code !== 'unknown-type') {
    return { accepted: false, reason: 'invalid-message' };
  }
  const type = (data as { type: string }).type;
  // Longer than `svc:event:` and a 64-character extension name: never an extension.
  if (type.length > 74) return { accepted: false, reason: 'invalid-message' };
  const name = type.slice('svc:event:'.length);
  // Announced: an extension this host has (handled) or does not use (dropped quietly).
  const silent = announced.includes(name);
  const first = !silent && !reportedTypes.has(type) && reportedTypes.size < 64;
  if (first) reportedTypes.add(type);
  return { accepted: false, reason: 'extension-refused', quiet: !first, counted: 'invalid-message' };
}

const pipeline = { calls, reasons, seen, typePrefix: 'svc:event:', expectedVerdict } as const;

function checkOneMessage(sender: Sender, data: unknown): void {
  deliverAndCheck(pipeline, sender, data);
  prototypes.check();
}

describe('the host receive pipeline (EmbedController)', { timeout: FUZZ_TIMEOUT_MS }, () => {
  const trusted: Sender = { source: embedWindow, origin: TENANT };
  const senders = senderArb(trusted, [null, window, otherFakeWindow()]);

  it(`calls handlers only for valid events from its iframe at the tenant origin (${RUNS} cases)`, () => {
    fc.assert(fc.property(senders, messageDataArb('event'), checkOneMessage), { numRuns: RUNS });
    // Each check must have been exercised, or the property proved little.
    for (const count of Object.values(seen)) expect(count).toBeGreaterThan(RUNS / 50);
    expect(seen.accepted + seen['invalid-message'] + seen['wrong-origin'] + seen['wrong-source']).toBe(RUNS);
  });

  it('is still the same controller: not destroyed, no stray handler calls left behind', () => {
    expect(controller.destroyed).toBe(false);
    expect(calls.length).toBe(seen.accepted);
  });
});
