import { MAX_QUEUED_MESSAGES, type Outbound, outbound } from '../endpoint/outbound';
import type { EmbedAction, EmbedActionName, EmbedEvent, EmbedEventName, EventPayloads } from '../envelope';
import { requireBrowser } from '../internal/browser-only';
import { throttleDiagnostics } from '../internal/diagnostic-throttle';
import {
  DIAGNOSTIC_REASONS,
  type Diagnostic,
  type DiagnosticHandler,
  reportDiagnostic,
} from '../internal/diagnostics';
import { Disposer } from '../internal/disposer';
import { invalidArgument, shown } from '../internal/errors';
import { extensionSet, withLog } from '../internal/extension-set';
import { Subscribers } from '../internal/subscribers';
import type { ExtensionEvent } from '../protocol/extension-envelope';
import { EXTENSIONS, PROTOCOL_VERSION } from '../protocol/extensions';
import { EMBED_ACTION_NAMES } from '../protocol/names';
import { buildEvent, isActionName } from '../protocol/receive-parsers';
import { SESSION_EXCHANGE_ERROR_NAME, SESSION_RENEWAL_CONTEXT, type SessionStatus } from '../session';
import { actionInbound } from './action-receiver';
import { EmbedTransport } from './embed-transport';
import { EMBED_HOOKS, type EmbedExtensionContext, type EmbedExtensionSet } from './extension';
import {
  type ActionHandler,
  type ActionHandlers,
  type EmbedEmitterOptions,
  type ResolvedEmbedOptions,
  resolveEmbedOptions,
} from './options';
import { findParentWindow } from './parent-window';
import { type SignedSession, signedSession } from './signed-session';

/** What `emitter.emitReady()` takes: the ready payload without what the emitter fills in itself (surface, mode, protocol version, extensions). */
export type ReadyInput = Omit<EventPayloads['ready'], 'surface' | 'mode' | 'protocolVersion' | 'extensions'>;
/** Every event but `ready`, which has its own method because it is sent once and first. */
export type EmittedEventName = Exclude<EmbedEventName, 'ready'>;

const ACTION_PREFIX = 'svc:action:';
/** Events kept for a `ready` that has not been sent; beyond it the oldest is dropped. */
export const MAX_PENDING_EVENTS = MAX_QUEUED_MESSAGES;

/**
 * The iframe side, a facade over its endpoint: events out to the host (`Outbound`, open once
 * `ready` is sent), actions in from it (`actionInbound`), and the signed session's timers.
 */
export class EmbedEmitter {
  readonly #options: ResolvedEmbedOptions;
  readonly #disposer = new Disposer();
  readonly #handlers = new Subscribers<ActionHandlers>();
  readonly #outbound: Outbound<EmbedEvent | ExtensionEvent>;
  readonly #session: SignedSession | null;
  readonly #onDiagnostic: DiagnosticHandler | undefined;
  readonly #extensions: EmbedExtensionSet;
  readonly #transport: EmbedTransport;

  constructor(options: EmbedEmitterOptions) {
    requireBrowser('new EmbedEmitter()');
    this.#options = resolveEmbedOptions(options);
    const { surface, now, hostOrigins } = this.#options;
    const extensions: EmbedExtensionSet = extensionSet('EmbedEmitter', EMBED_HOOKS, () => this.#onDiagnostic);
    this.#extensions = extensions;
    this.#onDiagnostic = withLog(this.#options.onDiagnostic, extensions);
    // What messages cause: any window can send them at any rate.
    this.#onRefused = throttleDiagnostics(this.#onDiagnostic, this.#disposer) ?? (() => {});
    const parent = findParentWindow(hostOrigins);
    const target = parent.target;
    const log = extensions.log;
    const [fromWindow, receive] = actionInbound(
      parent.window,
      hostOrigins,
      (type, channel) => transport.owner(type, channel),
      (type) => extensions.owners('actions').get(type),
      (action) => this.#receive(action),
      this.#onRefused,
      log,
    );
    const transport = new EmbedTransport({ target, surface, now, diagnose: this.#onRefused }, (data) =>
      receive(data, 'port', 'port'),
    );
    this.#transport = transport;
    this.#disposer.add(() => transport.close());
    this.#outbound = outbound<EmbedEvent | ExtensionEvent>(
      transport,
      target.ok ? target.targetOrigin : '',
      (envelope) => (target.ok ? undefined : { ...target.refusal, detail: envelope }),
      (envelope) => extensions.run('send', envelope),
      log,
      (diagnostic) => this.#diagnose(diagnostic),
      'events emitted before emitReady()',
    );
    // Everything the context reaches exists before the first `setup` runs.
    extensions.setUp(options.extensions, {
      side: 'embed',
      surface,
      now,
      lifetime: this.#disposer,
      diagnose: this.#onRefused,
      log,
      post: (envelope) => this.#send(envelope as EmbedEvent), // before ready, queued like any event
      receive,
    } satisfies EmbedExtensionContext);
    this.#disposer.listen<MessageEvent>(window, 'message', fromWindow);
    this.#session = signedSession(this.#options, this.#disposer, (event) =>
      this.#send(buildEvent(event.name, event.payload, surface, now())),
    );
  }

  /** `null` in private mode. */
  get sessionStatus(): SessionStatus | null {
    return this.#session?.timer.status ?? null;
  }

  /** Sends `ready` (once per emitter), then every event emitted before it, in order. */
  emitReady(payload: ReadyInput): void {
    const outbound = this.#outbound;
    if (this.#dropIfDestroyed('ready') || outbound.isOpen()) return;
    const { surface, mode, now } = this.#options;
    const extensions = this.#extensions;
    const announced = {
      ...payload,
      surface,
      mode,
      protocolVersion: PROTOCOL_VERSION,
      // Every emitter accepts a port: its host decides whether one is used.
      extensions: [...new Set([...extensions.names, EXTENSIONS.messagePort])].join(' '),
    };
    const envelope = buildEvent('ready', announced, surface, now());
    Object.assign(envelope.payload, this.#transport.announce());
    outbound.open(() => outbound.post(envelope));
    extensions.run('ready');
  }

  /** Validates and sends one event; an invalid payload throws `EmbedError('invalid-argument')` naming the field. */
  emit<N extends EmittedEventName>(name: N, payload: EventPayloads[N]): void {
    if (this.#dropIfDestroyed(name)) return;
    if ((name as EmbedEventName) === 'ready') {
      throw invalidArgument(
        'emit("ready") is not allowed: call emitReady(payload), which sends it once and first',
      );
    }
    // A generic envelope widened to the union (TypeScript cannot do it for a type parameter).
    this.#send(buildEvent(name, payload, this.#options.surface, this.#options.now()) as EmbedEvent);
  }

  /** Calls `handler(payload, envelope)` for each valid action `name` from the host; returns an unsubscribe. */
  onAction<N extends EmbedActionName>(name: N, handler: ActionHandler<N>): () => void {
    if (!isActionName(name)) {
      throw invalidArgument(
        `onAction: action must be one of ${EMBED_ACTION_NAMES.join(', ')}, got ${shown(name)}`,
      );
    }
    if (typeof handler !== 'function')
      throw invalidArgument(`onAction: handler must be a function, got ${shown(handler)}`);
    if (this.#disposer.disposed) return () => {};
    const guarded = ((payload, envelope) => {
      // A handler that destroys the emitter stops the handlers after it.
      if (this.#disposer.disposed) return;
      const result: unknown = handler(payload, envelope);
      if (result instanceof Promise) result.catch((error: unknown) => this.#handlerThrew(name, error));
    }) as ActionHandlers[N];
    return this.#handlers.on(name, guarded);
  }

  /** Idempotent: removes every listener and timer; afterwards nothing is sent and no handler runs. */
  destroy(): void {
    if (this.#disposer.disposed) return;
    this.#disposer.dispose();
    this.#handlers.clear();
    this.#outbound.clear();
  }

  #receive(action: EmbedAction): void {
    if (action.type === 'svc:action:set-session') this.#setSession(action.payload.sessionId);
    this.#dispatch(action.type.slice(ACTION_PREFIX.length) as EmbedActionName, action);
  }

  #dispatch<N extends EmbedActionName>(name: N, action: EmbedAction<N>): void {
    const args = [action.payload, action] as Parameters<ActionHandlers[N]>;
    this.#handlers.emit(name, args, (error) => this.#handlerThrew(name, error));
  }

  #setSession(sessionId: string): void {
    if (this.#session) {
      void this.#session.exchange.exchange(sessionId);
      return;
    }
    this.emit('error', {
      message: 'set-session refused: a private embed has no signed session to swap',
      name: SESSION_EXCHANGE_ERROR_NAME,
      context: SESSION_RENEWAL_CONTEXT,
      fatal: false,
    });
  }

  #send(envelope: EmbedEvent): void {
    // A fatal error before ready goes at once: the host rejects its `ready` instead of waiting it out.
    if (envelope.type === 'svc:event:error' && envelope.payload.fatal) this.#outbound.post(envelope);
    else this.#outbound.send(envelope);
  }

  readonly #onRefused: (diagnostic: Diagnostic) => void;

  #dropIfDestroyed(name: EmbedEventName): boolean {
    if (!this.#disposer.disposed) return false;
    this.#diagnose({
      reason: DIAGNOSTIC_REASONS.destroyed,
      message: `"${name}" dropped: the emitter is destroyed`,
    });
    return true;
  }

  #handlerThrew(name: EmbedActionName, error: unknown): void {
    this.#diagnose({
      reason: DIAGNOSTIC_REASONS.handlerThrew,
      message: `an onAction("${name}") handler threw`,
      detail: error,
    });
  }

  #diagnose(diagnostic: Diagnostic): void {
    reportDiagnostic(this.#onDiagnostic, diagnostic);
  }
}
