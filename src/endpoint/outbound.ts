import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';
import type { ExtensionLog } from '../internal/extension';
import type { Transport } from './transport';

/** Messages held for an endpoint that is not open yet; beyond it the oldest is dropped. */
export const MAX_QUEUED_MESSAGES = 100;

/** What one side sends: an envelope with a type and a payload. */
export interface Outgoing {
  type: string;
  payload: unknown;
}

/** One side's way out (`outbound`). */
export interface Outbound<M extends Outgoing> {
  /** Whether it has opened: what is sent now is posted at once. */
  isOpen(): boolean;
  /** Posts now when open, else holds. */
  send(message: M): void;
  /** Holds a message for the opening. A page that sends in a loop to a side that never opens must not grow without bound. */
  hold(message: M): void;
  /**
   * Opens and flushes what was held, in order, after `before(held)` (what the side sends first);
   * `false` when it was open already.
   */
  open(before?: (held: readonly M[]) => void): boolean;
  /**
   * Posts now, open or not, through an extension's `send` hook (unless `pastHooks`: an extension's
   * own `context.post`) or else the active transport; tells `onDiagnostic` when there is nowhere to post.
   */
  post(message: M, pastHooks?: boolean): void;
  /** Forgets what is held (on destroy). */
  clear(): void;
}

/**
 * One side's way out: what is sent before the endpoint opens (the host's first `ready`, the embed's
 * own) is held in order, at most 100 (the oldest dropped with `queue-full`: "... more than 100
 * `overflow`"), and flushed when it opens; then each message goes to an extension's `send` hook
 * when one takes it, else the active transport. (Positional parameters and closures: a minified
 * bundle keeps property names.)
 */
export function outbound<M extends Outgoing>(
  transport: Pick<Transport, 'kind' | 'send'>,
  /** The window-message target origin, as the debug log shows it. */
  via: string,
  /** Why nothing can be sent now (destroyed, no parent), or `undefined`; `unsent`: why the transport had nowhere to post. */
  refusal: (message: M, unsent?: boolean) => Diagnostic | undefined,
  sendHook: (message: M) => boolean,
  log: ExtensionLog,
  diagnose: (diagnostic: Diagnostic) => void,
  overflow: string,
): Outbound<M> {
  let held: M[] = [];
  let opened = false;
  const post = (message: M, pastHooks?: boolean) => {
    const refused = refusal(message);
    if (refused) diagnose(refused);
    else if (pastHooks || !sendHook(message)) {
      if (transport.send(message))
        log('out', 'sent', message.type, transport.kind === 'port' ? 'port' : via, message.payload);
      // Only the host's target can be missing here: the embed's refusal says why it has none first.
      else diagnose(refusal(message, true) as Diagnostic);
    }
  };
  const hold = (message: M) => {
    if (held.push(message) <= MAX_QUEUED_MESSAGES) return;
    const dropped = held.shift();
    diagnose({
      reason: DIAGNOSTIC_REASONS.queueFull,
      message: `"${dropped?.type}" dropped: more than ${MAX_QUEUED_MESSAGES} ${overflow}`,
      detail: dropped,
    });
  };
  return {
    isOpen: () => opened,
    send: (message) => (opened ? post(message) : hold(message)),
    hold,
    open(before) {
      if (opened) return false;
      opened = true;
      const flushed = held;
      held = [];
      before?.(flushed);
      for (const message of flushed) post(message);
      return true;
    },
    post,
    clear: () => {
      held = [];
    },
  };
}
