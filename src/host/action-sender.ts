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
export const MAX_QUEUED_ACTIONS = 100;

export interface ActionSenderOptions {
  /** The active transport: window messages to the iframe's window, or the port it accepted. */
  transport: Pick<HostTransport, 'kind' | 'send'>;
  tenantOrigin: string;
  isDestroyed: () => boolean;
  onDiagnostic: DiagnosticHandler | undefined;
  debug?: ExtensionLog | undefined;
  /** Sends on an extension's channel when one takes it; `false` to post a window message instead. */
  viaExtension: (action: EmbedAction) => boolean;
}

/**
 * Sends the host's actions to the embed: held in order until the first `ready`, posted at
 * once after it, and the look-and-feel settings re-sent whenever the iframe says `ready` again.
 */
export class ActionSender {
  readonly #options: ActionSenderOptions;
  readonly #queue: EmbedAction[] = [];
  readonly #settings = new Map<EmbedActionName, EmbedAction>();
  #isReady = false;

  constructor(options: ActionSenderOptions) {
    this.#options = options;
  }

  get isReady(): boolean {
    return this.#isReady;
  }

  /** Builds the action (throws on an invalid payload) and posts it, or holds it until `ready`. */
  send<N extends EmbedActionName>(name: N, payload: ActionPayloads[N]): void {
    if (this.#options.isDestroyed()) {
      throw new EmbedError(EMBED_ERROR_CODES.destroyed, `${name} after destroy()`);
    }
    const action = buildAction(name, payload) as EmbedAction;
    if (SETTINGS.has(name)) this.#settings.set(name, action);
    if (this.#isReady) this.post(action);
    else this.hold(action);
  }

  /** Holds an action for `ready`. A page that calls actions in a loop before an embed that never loads must not grow without bound. */
  hold(action: EmbedAction): void {
    if (this.#queue.push(action) <= MAX_QUEUED_ACTIONS) return;
    const dropped = this.#queue.shift();
    reportDiagnostic(this.#options.onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.queueFull,
      message: `"${dropped?.type}" dropped: more than ${MAX_QUEUED_ACTIONS} actions called before ready`,
      detail: dropped,
    });
  }

  /**
   * Posts now, ready or not, through an extension's `send` hook (unless `pastExtensions`: an
   * extension's own `context.post`) or else the active transport; tells `onDiagnostic` when there
   * is nowhere to post.
   */
  post(action: EmbedAction, pastExtensions = false): void {
    const { transport, tenantOrigin, isDestroyed, onDiagnostic } = this.#options;
    const destroyed = isDestroyed();
    if (!destroyed && !pastExtensions && this.#options.viaExtension(action)) return;
    if (destroyed || !transport.send(action)) {
      reportDiagnostic(onDiagnostic, {
        reason: destroyed ? DIAGNOSTIC_REASONS.destroyed : DIAGNOSTIC_REASONS.noTarget,
        message: `${action.type} not sent: ${destroyed ? 'destroyed' : 'the iframe has no window'}`,
      });
      return;
    }
    const via = transport.kind === 'port' ? 'port' : tenantOrigin;
    this.#options.debug?.('out', 'sent', action.type, via, action.payload);
  }

  /** The first `ready` flushes the queue (and settings dropped from it); a later one (a reloaded iframe) re-sends the settings. */
  onReady(): void {
    if (!this.#isReady) {
      this.#isReady = true;
      const queued = this.#queue.splice(0);
      // A setting whose latest action fell out of the queue is older than all of it: first.
      for (const setting of this.#settings.values()) if (!queued.includes(setting)) this.post(setting);
      for (const action of queued) this.post(action);
    } else {
      // The iframe reloaded: its new document knows nothing of what we set before.
      for (const action of this.#settings.values()) this.post(action);
    }
  }

  /** Forgets what is queued (on destroy). */
  clear(): void {
    this.#queue.length = 0;
  }
}
