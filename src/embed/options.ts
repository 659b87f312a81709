import type { ActionPayloads, EmbedAction, EmbedActionName, EmbedMode, Surface } from '../envelope';
import { checkOptions } from '../internal/check-options';
import type { DiagnosticHandler } from '../internal/diagnostics';
import { isTimerDelay, TIMER_DELAY_RULE } from '../internal/disposer';
import { invalidOption } from '../internal/errors';
import { isTime } from '../internal/is-time';
import { httpOrigin } from '../internal/origins';
import { EMBED_MODES, SURFACES } from '../protocol/values';
import { EXPIRING_LEAD_MS } from '../session';
import { EMITTER_OPTION_SHAPE } from './emitter-option-shape';
import type { EmbedExtension } from './extension';

/** What `exchangeSession` resolves with: the effective end of the new signed session. */
export interface SessionExchangeResult {
  /** Effective end of the new signed session, epoch ms. */
  expiresAt: number;
}

/** The second argument of `exchangeSession`; optional so that one-argument functions fit. */
export interface ExchangeSessionOptions {
  /** Aborts when the emitter gives the exchange up (timeout, `destroy()`): pass it to `fetch`. */
  signal: AbortSignal;
}

/** Redeems a single-use session id for a fresh signed session; rejects when the id is refused. */
export type ExchangeSession = (
  sessionId: string,
  options?: ExchangeSessionOptions,
) => Promise<SessionExchangeResult>;

/** Options of `new EmbedEmitter(options)`. */
export interface EmbedEmitterOptions {
  /** The surface this document is: `dashboard`, `app` or `chat`; sent on every event. */
  surface: Surface;
  /** `signed` (opened with a session id; the session timers run) or `private`. */
  mode: EmbedMode;
  /** Exact origins of the host pages allowed to frame this embed, or `'*'` to allow any (explicitly). */
  hostOrigins: readonly string[] | '*';
  /** Effective end of the signed session, epoch ms. Required in signed mode, refused in private mode. */
  expiresAt?: number;
  /** How long before `expiresAt` `session-expiring` is due; defaults to `EXPIRING_LEAD_MS`. */
  expiringLeadMs?: number;
  /**
   * Redeems a single-use session id from `set-session` for a fresh signed session. `signal`
   * aborts when the emitter gives the exchange up (timeout, `destroy()`): pass it to `fetch`.
   */
  exchangeSession?: ExchangeSession;
  /** An exchange that has not settled by then fails, so it cannot block later renewals. Default 15 s. */
  exchangeTimeoutMs?: number;
  /** The clock, epoch ms; defaults to `Date.now`. */
  now?: () => number;
  /** Told why a message was refused or an event was dropped. */
  onDiagnostic?: DiagnosticHandler;
  /**
   * Optional features, each a value: `[contentSize(), messagePort(), debugLog()]`; each one that
   * sends messages is announced in `ready`. See README "Extensions".
   */
  extensions?: readonly EmbedExtension[];
}

/** `handler(payload, envelope)` for one action; a returned promise that rejects is reported too. */
export type ActionHandler<N extends EmbedActionName = EmbedActionName> = (
  payload: ActionPayloads[N],
  envelope: EmbedAction<N>,
) => void | Promise<void>;

/** The handler of each action. */
// `keyof ActionPayloads`, not `EmbedActionName`: a mapped type over `keyof` keeps each action's comment.
export type ActionHandlers = { [N in keyof ActionPayloads]: ActionHandler<N> };

/** Options after validation, with defaults filled in. */
export interface ResolvedEmbedOptions {
  surface: Surface;
  mode: EmbedMode;
  /** `null` means `'*'`: any host origin. */
  hostOrigins: ReadonlySet<string> | null;
  expiresAt: number | null;
  expiringLeadMs: number;
  exchangeSession: ExchangeSession | undefined;
  exchangeTimeoutMs: number;
  now: () => number;
  onDiagnostic: DiagnosticHandler | undefined;
}

export function resolveEmbedOptions(options: EmbedEmitterOptions): ResolvedEmbedOptions {
  checkOptions('EmbedEmitter', options, EMITTER_OPTION_SHAPE);
  const { surface, mode, expiresAt, expiringLeadMs = EXPIRING_LEAD_MS, exchangeTimeoutMs = 15_000 } = options;
  if (!SURFACES.includes(surface)) {
    throw invalidOption(`surface must be one of ${SURFACES.join(', ')}, got ${JSON.stringify(surface)}`);
  }
  if (!EMBED_MODES.includes(mode)) {
    throw invalidOption(`mode must be one of ${EMBED_MODES.join(', ')}, got ${JSON.stringify(mode)}`);
  }
  if (mode === 'signed' && !isTime(expiresAt)) {
    throw invalidOption(`expiresAt must be a finite number >= 0 in signed mode, got ${String(expiresAt)}`);
  }
  if (mode === 'private' && expiresAt !== undefined) {
    throw invalidOption('expiresAt is only allowed in signed mode: a private embed has no session to expire');
  }
  if (!isTime(expiringLeadMs)) {
    throw invalidOption(`expiringLeadMs must be a finite number >= 0, got ${String(expiringLeadMs)}`);
  }
  if (!isTimerDelay(exchangeTimeoutMs) || exchangeTimeoutMs === 0) {
    throw invalidOption(
      `exchangeTimeoutMs must be > 0 and ${TIMER_DELAY_RULE}, got ${String(exchangeTimeoutMs)}`,
    );
  }
  return {
    surface,
    mode,
    hostOrigins: resolveHostOrigins(options.hostOrigins),
    expiresAt: mode === 'signed' ? (expiresAt as number) : null,
    expiringLeadMs,
    exchangeSession: options.exchangeSession,
    exchangeTimeoutMs,
    now: options.now ?? (() => Date.now()),
    onDiagnostic: options.onDiagnostic,
  };
}

function resolveHostOrigins(hostOrigins: readonly string[] | '*'): ReadonlySet<string> | null {
  if (hostOrigins === '*') return null;
  if (!Array.isArray(hostOrigins) || hostOrigins.length === 0) {
    throw invalidOption("hostOrigins must be a non-empty list of exact origins, or '*' to allow any host");
  }
  hostOrigins.forEach((origin: unknown, index) => {
    const what = `hostOrigins[${index}]`;
    if (typeof origin !== 'string') throw invalidOption(`${what} must be a string`);
    if (origin === '*')
      throw invalidOption(`${what}: pass hostOrigins: '*' (not inside a list) to allow any host`);
    // An origin is scheme://host[:port] exactly; a path, a trailing slash or a default port is a mistake.
    const exact = httpOrigin(origin, what);
    if (exact !== origin) {
      throw invalidOption(
        `${what} must be an exact origin such as ${JSON.stringify(exact)}, got ${JSON.stringify(origin)}`,
      );
    }
  });
  return new Set(hostOrigins);
}
