// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmbedEmitter } from '../src/embed';
import { type EmbedAction, type EmbedActionName, safeParseAction } from '../src/envelope';
import type { DiagnosticReason } from '../src/internal/diagnostics';
import { actionPayloadSchemas } from '../src/protocol/action-payloads';
import { cleanUp, createEmitter, type FakeParent, frameIn, HOST } from '../test/support/embed-frame';
import { messageDataArb } from './arbitraries';
import { FUZZ_TIMEOUT_MS, shareOfRuns } from './fuzz-runs';
import { deliverAndCheck, type HandlerCall, type Verdict as PipelineVerdict } from './pipeline-outcome';
import { guardPrototypes } from './prototype-guard';
import { otherFakeWindow, type Sender, senderArb } from './senders';

type Verdict = PipelineVerdict<EmbedAction>;

const ACTION_NAMES = Object.keys(actionPayloadSchemas) as EmbedActionName[];
const FAR_FUTURE = Date.now() + 365 * 24 * 3_600_000;
const prototypes = guardPrototypes();

/** One signed emitter framed in a fake parent at HOST, with a handler on every action. */
function fuzzEmitter(hostOrigins: readonly string[] | '*') {
  const calls: HandlerCall<EmbedAction>[] = [];
  const reasons: DiagnosticReason[] = [];
  const exchanges: string[] = [];
  let parent: FakeParent | undefined;
  let emitter: EmbedEmitter | undefined;
  const seen = { accepted: 0, 'wrong-source': 0, 'wrong-origin': 0, 'invalid-message': 0 };

  beforeAll(() => {
    // Fake timers: each message comes a diagnostic-throttle window after the last (see deliverAndCheck).
    vi.useFakeTimers();
    parent = frameIn({ ancestorOrigin: HOST });
    emitter = createEmitter({
      mode: 'signed',
      hostOrigins,
      expiresAt: FAR_FUTURE,
      // Resolves later, in a microtask: the handler calls below are all synchronous.
      exchangeSession: (sessionId) => {
        exchanges.push(sessionId);
        return Promise.resolve({ expiresAt: FAR_FUTURE });
      },
      onDiagnostic: ({ reason }) => reasons.push(reason),
    }).emitter;
    for (const name of ACTION_NAMES) {
      emitter.onAction(name, (payload, action) => {
        calls.push({ name, payload, envelope: action as EmbedAction });
      });
    }
  });
  afterAll(cleanUp);

  /** The embed pipeline's rules, applied independently: the parent, an allowed origin, a valid action. */
  function expectedVerdict({ source, origin }: Sender, data: unknown): Verdict {
    if (source !== parent) return { accepted: false, reason: 'wrong-source' };
    if (hostOrigins !== '*' && !hostOrigins.includes(origin))
      return { accepted: false, reason: 'wrong-origin' };
    const parsed = safeParseAction(data);
    if (parsed.success) return { accepted: true, envelope: parsed.data };
    // A valid envelope of a type beyond the catalog (a message-port offer among them): this
    // emitter has no extension, so it is refused as one.
    const [issue, ...more] = parsed.error.issues;
    return more.length === 0 && issue?.code === 'unknown-type'
      ? { accepted: false, reason: 'extension-refused', counted: 'invalid-message' }
      : { accepted: false, reason: 'invalid-message' };
  }

  const pipeline = { calls, reasons, seen, typePrefix: 'svc:action:', expectedVerdict } as const;

  function checkOneMessage(sender: Sender, data: unknown): void {
    deliverAndCheck(pipeline, sender, data);
    prototypes.check();
  }

  return {
    check: checkOneMessage,
    senders: () =>
      senderArb({ source: parent, origin: HOST }, [
        null,
        window,
        otherFakeWindow(),
        Object.create(parent ?? null),
      ]),
    seen,
    exchanges: () => exchanges.length,
    setSessionCalls: () => calls.filter((call) => call.name === 'set-session').length,
  };
}

describe('the embed receive pipeline (EmbedEmitter, hostOrigins: [HOST])', {
  timeout: FUZZ_TIMEOUT_MS,
}, () => {
  const runs = shareOfRuns(0.8);
  const pipeline = fuzzEmitter([HOST]);

  it(`calls handlers only for valid actions from the parent at an allowed origin (${runs} cases)`, async () => {
    fc.assert(fc.property(pipeline.senders(), messageDataArb('action'), pipeline.check), { numRuns: runs });
    for (const count of Object.values(pipeline.seen)) expect(count).toBeGreaterThan(runs / 50);
    // Each accepted set-session was handed to exchangeSession (the exchange starts after a microtask).
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pipeline.exchanges()).toBe(pipeline.setSessionCalls());
    expect(pipeline.setSessionCalls()).toBeGreaterThan(0);
  });
});

describe("the embed receive pipeline (EmbedEmitter, hostOrigins: '*')", { timeout: FUZZ_TIMEOUT_MS }, () => {
  const runs = shareOfRuns(0.2);
  const pipeline = fuzzEmitter('*');

  it(`calls handlers only for valid actions from the parent, whatever its origin (${runs} cases)`, () => {
    fc.assert(fc.property(pipeline.senders(), messageDataArb('action'), pipeline.check), { numRuns: runs });
    expect(pipeline.seen['wrong-origin']).toBe(0);
    expect(pipeline.seen.accepted).toBeGreaterThan(runs / 50);
    expect(pipeline.seen['invalid-message']).toBeGreaterThan(runs / 50);
  });
});
