import type { Diagnostic } from './diagnostics';

/**
 * What every extension's `setup` gets on either side: its controller's or emitter's lifetime.
 * Everything added through it is removed on `destroy()`.
 */
export interface ExtensionLifetime {
  /** Runs `cleanup` on `destroy()` (at once if already destroyed); returns a function that runs it early. */
  add(cleanup: () => void): () => void;
  /** Adds a listener that `destroy()` removes; returns a function that removes it early. */
  listen<E extends Event>(target: EventTarget, type: string, listener: (event: E) => void): () => void;
  /** A one-shot timer that `destroy()` clears; returns its cancel function. */
  timeout(callback: () => void, ms: number): () => void;
}

/** Logs one message step: direction, verdict, type, origin (or `port`), payload. */
export type ExtensionLog = (
  direction: 'in' | 'out',
  verdict: 'sent' | 'accepted' | 'refused' | 'dropped',
  type: string,
  origin: string,
  payload: unknown,
) => void;

/** What both sides give an extension: its side, lifetime, diagnostics and the log. */
export interface ExtensionContextBase {
  /** `host` (an `EmbedController`) or `embed` (an `EmbedEmitter`). */
  readonly side: 'host' | 'embed';
  /** Listeners, timers and cleanups that end with the controller or emitter. */
  readonly lifetime: ExtensionLifetime;
  /** Tells `onDiagnostic` (and the debug log); never throws. */
  diagnose(diagnostic: Diagnostic): void;
  /** Logs a message step when a `debugLog()` extension is in use; costs nothing otherwise. */
  log: ExtensionLog;
}

/** What both sides take from an extension's `setup`. */
export interface ExtensionHooksBase {
  /** Gets every message step the side logs (the `debugLog()` extension). */
  log?: ExtensionLog;
}

/**
 * An extension: a value in the `extensions` option, set up once per controller or emitter.
 * `name` is what the embed announces in `ready` (extensions that send no message have none).
 */
export interface Extension<Context, Hooks> {
  /** The name announced in `ready` (`[a-z][a-z0-9-]*`), or none for a local extension such as `debugLog()`. */
  readonly name?: string;
  /** Called once per controller or emitter, in the order of the `extensions` list. */
  setup(context: Context): Hooks;
}
