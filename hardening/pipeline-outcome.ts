import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import { vi } from 'vitest';
import { DIAGNOSTIC_WINDOW_MS } from '../src/internal/diagnostic-throttle';
import type { DiagnosticReason } from '../src/internal/diagnostics';
import type { Sender } from './senders';

/** What a typed handler received: its own name, the payload and the whole envelope. */
export interface HandlerCall<Envelope extends { type: string; payload: unknown }> {
  name: string;
  payload: unknown;
  envelope: Envelope;
}

/** What the pipeline must do with one message, worked out without the pipeline. */
export type Verdict<Envelope> =
  | { accepted: true; envelope: Envelope }
  | {
      accepted: false;
      reason: DiagnosticReason;
      /** Refused without a diagnostic (an extension type already reported once). */
      quiet?: boolean;
      /** The count it goes to, when its reason has none of its own (`extension-refused`). */
      counted?: keyof OutcomeCounts;
    };

export type OutcomeCounts = Record<'accepted' | 'wrong-source' | 'wrong-origin' | 'invalid-message', number>;

/**
 * Checks one message's outcome against its verdict (the same rules for both receive pipelines): an
 * accepted message reaches exactly its own handler with the parser's data and no refusal; a refused
 * one reaches no handler and is reported once, for the first check it failed.
 */
export function checkOutcome<Envelope extends { type: string; payload: unknown }>(
  verdict: Verdict<Envelope>,
  calls: HandlerCall<Envelope>[],
  reasons: DiagnosticReason[],
  seen: OutcomeCounts,
  typePrefix: 'svc:event:' | 'svc:action:',
): void {
  if (verdict.accepted) {
    seen.accepted += 1;
    const [call] = calls;
    assert.equal(calls.length, 1, 'a valid message must reach exactly one handler');
    assert.equal(
      `${typePrefix}${call?.name}`,
      verdict.envelope.type,
      'the handler of another type was called',
    );
    assert.ok(
      isDeepStrictEqual(call?.envelope, verdict.envelope),
      'the handler got other data than the parser gives',
    );
    assert.equal(call?.payload, call?.envelope.payload);
    assert.deepEqual(reasons, []);
    return;
  }
  seen[verdict.counted ?? (verdict.reason as keyof OutcomeCounts)] += 1;
  assert.equal(calls.length, 0, `a handler was called for a message refused as ${verdict.reason}`);
  const expected = verdict.quiet ? [] : [verdict.reason];
  assert.deepEqual(reasons, expected, 'refused for another reason than the first failed check');
}

/** One receive pipeline under fuzzing: what its handlers and diagnostics recorded, and its rules. */
export interface PipelineUnderTest<Envelope extends { type: string; payload: unknown }> {
  calls: HandlerCall<Envelope>[];
  reasons: DiagnosticReason[];
  seen: OutcomeCounts;
  typePrefix: 'svc:event:' | 'svc:action:';
  /** The pipeline's rules, applied independently of it. */
  expectedVerdict(sender: Sender, data: unknown): Verdict<Envelope>;
}

/**
 * Posts one message on `window` as `sender` would, then checks what the pipeline did with it. The
 * pipelines run under fake timers, and each message comes a throttle window after the one before:
 * each refusal is then told at once, so the model stays one diagnostic per refused message (the
 * throttle of a flood has its own tests, `src/internal/diagnostic-flood.test.ts`).
 */
export function deliverAndCheck<Envelope extends { type: string; payload: unknown }>(
  pipeline: PipelineUnderTest<Envelope>,
  sender: Sender,
  data: unknown,
): void {
  const callsBefore = pipeline.calls.length;
  const reasonsBefore = pipeline.reasons.length;
  const init = { data, origin: sender.origin, source: sender.source as MessageEventSource | null };
  try {
    window.dispatchEvent(new MessageEvent('message', init));
  } catch (error) {
    throw new Error('the message listener threw', { cause: error });
  }
  checkOutcome(
    pipeline.expectedVerdict(sender, data),
    pipeline.calls.slice(callsBefore),
    pipeline.reasons.slice(reasonsBefore),
    pipeline.seen,
    pipeline.typePrefix,
  );
  vi.advanceTimersByTime(DIAGNOSTIC_WINDOW_MS);
}
