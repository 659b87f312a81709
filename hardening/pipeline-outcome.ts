import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import type { DiagnosticReason } from '../src/internal/diagnostics';

/** What a typed handler received: its own name, the payload and the whole envelope. */
export interface HandlerCall<Envelope extends { type: string; payload: unknown }> {
  name: string;
  payload: unknown;
  envelope: Envelope;
}

/** What the pipeline must do with one message, worked out without the pipeline. */
export type Verdict<Envelope> =
  | { accepted: true; envelope: Envelope }
  | { accepted: false; reason: DiagnosticReason };

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
  seen[verdict.reason as keyof OutcomeCounts] += 1;
  assert.equal(calls.length, 0, `a handler was called for a message refused as ${verdict.reason}`);
  assert.deepEqual(reasons, [verdict.reason], 'refused for another reason than the first failed check');
}
