import { MAX_QUEUED_MESSAGES, type Outbound, outbound } from '../endpoint/outbound';
import type { ActionPayloads, EmbedAction, EmbedActionName } from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';
import type { ExtensionLog } from '../internal/extension';
import { buildAction } from '../protocol/receive-parsers';
import type { HostTransport } from './transport-switch';

/** Actions that describe how the embed looks; re-sent when a reloaded iframe says `ready` again. */
const SETTINGS: ReadonlySet<EmbedActionName> = new Set([
  'set-color-scheme',
  'set-theme',
  'set-locale',
  'set-timezone',
]);

/** Actions held for a `ready` that has not come; beyond it the oldest is dropped. */
export const MAX_QUEUED_ACTIONS = MAX_QUEUED_MESSAGES;

/** The host's way out: its endpoint's `Outbound`, and the two steps of the host's own on top of it. */
export interface ActionSender extends Outbound<EmbedAction> {
  /** Builds the action (throws on an invalid payload) and posts it, or holds it until `ready`. */
  build<N extends EmbedActionName>(name: N, payload: ActionPayloads[N]): void;
  /** The first `ready` flushes the queue (and settings dropped from it, first); a later one (a reloaded iframe) re-sends the settings. */
  onReady(): void;
}

/**
 * The host's way out: its endpoint's `Outbound` (held in order until the first `ready`, posted at
 * once after it), and on top of it the look-and-feel settings, re-sent whenever the iframe says
 * `ready` again. (Positional parameters: a minified bundle keeps property names.)
 */
export function actionSender(
  /** The active transport: window messages to the iframe's window, or the port it accepted. */
  transport: Pick<HostTransport, 'kind' | 'send'>,
  tenantOrigin: string,
  isDestroyed: () => boolean,
  /** Sends on an extension's channel when one takes it; `false` for the transport. */
  viaExtension: (action: EmbedAction) => boolean,
  onDiagnostic: DiagnosticHandler | undefined,
  debug: ExtensionLog,
): ActionSender {
  const settings = new Map<EmbedActionName, EmbedAction>();
  const out = outbound<EmbedAction>(
    transport,
    tenantOrigin,
    (action, unsent) =>
      unsent
        ? {
            reason: DIAGNOSTIC_REASONS.noTarget,
            message: `${action.type} not sent: the iframe has no window`,
          }
        : isDestroyed()
          ? { reason: DIAGNOSTIC_REASONS.destroyed, message: `${action.type} not sent: destroyed` }
          : undefined,
    viaExtension,
    debug,
    (diagnostic) => reportDiagnostic(onDiagnostic, diagnostic),
    'actions called before ready',
  );
  return Object.assign(out, {
    build<N extends EmbedActionName>(name: N, payload: ActionPayloads[N]) {
      if (isDestroyed()) throw new EmbedError(EMBED_ERROR_CODES.destroyed, `${name} after destroy()`);
      const action = buildAction(name, payload) as EmbedAction;
      if (SETTINGS.has(name)) settings.set(name, action);
      out.send(action);
    },
    onReady() {
      // A setting whose latest action fell out of the queue is older than all of it: first.
      const first = out.open((held) => {
        for (const setting of settings.values()) if (!held.includes(setting)) out.post(setting);
      });
      // The iframe reloaded: its new document knows nothing of what we set before.
      if (!first) for (const action of settings.values()) out.post(action);
    },
  });
}
