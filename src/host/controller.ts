import {
  type ActionPayloads,
  createAction,
  type EmbedAction,
  type EmbedActionName,
  type EmbedEvent,
  type EmbedEventName,
  type EmbedTheme,
  type EventPayloads,
} from '../envelope';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { Disposer } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError, invalidOption } from '../internal/errors';
import { Subscribers } from '../internal/subscribers';
import { buildEmbedUrl, type EmbedUrlOptions, filterParameter, type JsonValue } from './embed-url';
import { createEventReceiver } from './event-receiver';
import { createEmbedIframe } from './iframe';
import { type RenewalRetryOptions, resolveRenewalOptions } from './renewal-options';
import { type RenewalStatus, type RenewalUpdate, SessionRenewal } from './session-renewal';

export interface EmbedControllerOptions extends EmbedUrlOptions {
  /** Mints a fresh session id on the host's backend; called to renew a signed session. */
  mintSession?: () => Promise<string>;
  /** Element to create the iframe in... */
  container?: HTMLElement;
  /** ...or an existing iframe to attach to (exactly one of the two). */
  iframe?: HTMLIFrameElement;
  /** Accessible title of a created iframe. Default `Embedded <surface>`. */
  title?: string;
  /** Sent once the embed is ready. */
  colorScheme?: ActionPayloads['set-color-scheme']['scheme'];
  /** Sent once the embed is ready. */
  theme?: EmbedTheme;
  /** How long `ready` waits for the embed. Default 30 s. */
  readyTimeoutMs?: number;
  renewal?: RenewalRetryOptions;
  onDiagnostic?: DiagnosticHandler;
}

export type EmbedEventHandlers = {
  [N in EmbedEventName]: (payload: EventPayloads[N], event: EmbedEvent<N>) => void;
};

type ControllerHandlers = EmbedEventHandlers & { [RENEWAL]: (update: RenewalUpdate) => void };
const RENEWAL = Symbol('renewal');
const EVENT_PREFIX_LENGTH = 'svc:event:'.length;
/** Actions that describe how the embed looks; re-sent when a reloaded iframe says `ready` again. */
const SETTINGS: ReadonlySet<EmbedActionName> = new Set([
  'set-color-scheme',
  'set-theme',
  'set-locale',
  'set-timezone',
]);

/** Embeds one surface in one iframe and talks to it. */
export class EmbedController {
  /** Resolves with the first `ready` payload; rejects on timeout or `destroy()`. */
  readonly ready: Promise<EventPayloads['ready']>;
  readonly tenantOrigin: string;
  readonly iframe: HTMLIFrameElement;

  readonly #disposer = new Disposer();
  readonly #subscribers = new Subscribers<ControllerHandlers>();
  readonly #ownsIframe: boolean;
  readonly #renewal: SessionRenewal | null;
  readonly #onDiagnostic: DiagnosticHandler | undefined;
  readonly #queue: EmbedAction[] = [];
  readonly #settings = new Map<EmbedActionName, EmbedAction>();
  #isReady = false;
  #settleReady: ((payload: EventPayloads['ready'] | EmbedError) => void) | null = null;

  constructor(options: EmbedControllerOptions) {
    const { container, iframe, readyTimeoutMs = 30_000, onDiagnostic } = options;
    if (!container === !iframe) throw invalidOption('give exactly one of container and iframe');
    if (!(readyTimeoutMs > 0)) throw invalidOption('readyTimeoutMs must be a positive number');
    const renewal = resolveRenewalOptions(options.renewal);
    const src = buildEmbedUrl(options);
    // buildEmbedUrl has checked tenantUrl; the address keeps its origin.
    this.tenantOrigin = new URL(src).origin;
    this.#onDiagnostic = onDiagnostic;
    this.#ownsIframe = !iframe;
    this.iframe = iframe ?? createEmbedIframe(src, options.surface, options.title);
    if (iframe && iframe.src !== src) iframe.src = src;

    this.ready = new Promise((resolve, reject) => {
      this.#settleReady = (outcome) => {
        this.#settleReady = null;
        if (outcome instanceof EmbedError) reject(outcome);
        else resolve(outcome);
      };
    });
    // A host that never awaits `ready` must not get an unhandled rejection.
    this.ready.catch(() => {});
    this.#disposer.timeout(
      () =>
        this.#settleReady?.(
          new EmbedError(
            EMBED_ERROR_CODES.readyTimeout,
            `no ready from ${this.tenantOrigin} within ${readyTimeoutMs} ms`,
          ),
        ),
      readyTimeoutMs,
    );

    this.#renewal =
      options.sessionId === undefined
        ? null
        : new SessionRenewal({
            ...renewal,
            mintSession: options.mintSession,
            postSetSession: (action) => this.#post(action),
            timers: this.#disposer,
            notify: (update) => this.#subscribers.emit(RENEWAL, [update], this.#handlerThrew),
          });

    this.#disposer.listen(
      window,
      'message',
      createEventReceiver({
        expectedSource: () => this.iframe.contentWindow,
        tenantOrigin: this.tenantOrigin,
        onEvent: (event) => this.#receive(event),
        onDiagnostic,
      }),
    );
    if (options.colorScheme) this.setColorScheme(options.colorScheme);
    if (options.theme) this.setTheme(options.theme);
    if (this.#ownsIframe) container?.append(this.iframe);
  }

  get isReady(): boolean {
    return this.#isReady;
  }

  get destroyed(): boolean {
    return this.#disposer.disposed;
  }

  /** `idle` in private mode and until a session warns; then the renewal's progress. */
  get renewalStatus(): RenewalStatus {
    return this.#renewal?.status ?? 'idle';
  }

  on<N extends EmbedEventName>(name: N, handler: EmbedEventHandlers[N]): () => void {
    return this.#subscribers.on(name, handler as ControllerHandlers[N]);
  }

  once<N extends EmbedEventName>(name: N, handler: EmbedEventHandlers[N]): () => void {
    return this.#subscribers.on(name, handler as ControllerHandlers[N], true);
  }

  off<N extends EmbedEventName>(name: N, handler: EmbedEventHandlers[N]): void {
    this.#subscribers.off(name, handler as ControllerHandlers[N]);
  }

  /** Each step of a session renewal: minting, retries, `set-session` sent, failures. */
  onRenewal(handler: (update: RenewalUpdate) => void): () => void {
    return this.#subscribers.on(RENEWAL, handler);
  }

  setColorScheme(scheme: ActionPayloads['set-color-scheme']['scheme']): void {
    this.#dispatch('set-color-scheme', { scheme });
  }

  setTheme(theme: EmbedTheme): void {
    this.#dispatch('set-theme', theme);
  }

  /** A BCP 47 tag; invalid tags throw a `TypeError`. */
  setLocale(locale: string): void {
    this.#dispatch('set-locale', { locale });
  }

  /** An IANA name; bare offsets such as `+02:00` throw a `TypeError`. */
  setTimezone(timezone: string): void {
    this.#dispatch('set-timezone', { timezone });
  }

  /** `setFilter('orders.status', { value: 'USA' })` sends `f_orders.status={"value":"USA"}`. */
  setFilter(member: string, value: JsonValue): void {
    this.#dispatch('set-filter', { filterUrlParameter: filterParameter(member, value).join('=') });
  }

  navigate(path: string): void {
    this.#dispatch('navigate', { path });
  }

  refresh(): void {
    this.#dispatch('refresh', {});
  }

  setSession(sessionId: string): void {
    this.#dispatch('set-session', { sessionId });
  }

  /** Idempotent: removes every listener, timer and handler, and the iframe it created. */
  destroy(): void {
    if (this.destroyed) return;
    this.#disposer.dispose();
    this.#subscribers.clear();
    this.#queue.length = 0;
    this.#settleReady?.(new EmbedError(EMBED_ERROR_CODES.destroyed, 'the controller was destroyed'));
    if (this.#ownsIframe) this.iframe.remove();
  }

  #dispatch<N extends EmbedActionName>(name: N, payload: ActionPayloads[N]): void {
    if (this.destroyed) throw new EmbedError(EMBED_ERROR_CODES.destroyed, `${name} after destroy()`);
    const action = createAction(name, payload) as EmbedAction;
    if (SETTINGS.has(name)) this.#settings.set(name, action);
    if (this.#isReady) this.#post(action);
    else this.#queue.push(action);
  }

  #post(action: EmbedAction): void {
    const target = this.iframe.contentWindow;
    if (this.destroyed || !target) {
      reportDiagnostic(this.#onDiagnostic, {
        reason: this.destroyed ? DIAGNOSTIC_REASONS.destroyed : DIAGNOSTIC_REASONS.noTarget,
        message: `${action.type} not sent: ${this.destroyed ? 'destroyed' : 'the iframe has no window'}`,
      });
      return;
    }
    target.postMessage(action, this.tenantOrigin);
  }

  #receive(event: EmbedEvent): void {
    if (event.type === 'svc:event:ready') this.#onReady(event.payload);
    else if (event.type === 'svc:event:session-expiring') {
      this.#renewal?.onSessionEvent('session-expiring', event.payload.expiresAt);
    } else if (event.type === 'svc:event:session-expired') {
      this.#renewal?.onSessionEvent('session-expired', event.payload.expiredAt);
    } else if (event.type === 'svc:event:error') {
      const { name, context, message } = event.payload;
      this.#renewal?.onEmbedError(name, context, message);
    }
    const name = event.type.slice(EVENT_PREFIX_LENGTH) as EmbedEventName;
    this.#subscribers.emit(name, [event.payload, event] as never, this.#handlerThrew);
  }

  #onReady(payload: EventPayloads['ready']): void {
    if (!this.#isReady) {
      this.#isReady = true;
      this.#settleReady?.(payload);
      for (const action of this.#queue.splice(0)) this.#post(action);
    } else {
      // The iframe reloaded: its new document knows nothing of what we set before.
      for (const action of this.#settings.values()) this.#post(action);
    }
  }

  readonly #handlerThrew = (error: unknown) =>
    reportDiagnostic(this.#onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.handlerThrew,
      message: `a handler threw: ${String(error)}`,
      detail: error,
    });
}
