import type { Diagnostic, EmbedController } from '../host';
import { mintUsableSession } from '../host/first-session';
import { EMBED_ERROR_CODES, EmbedError } from '../internal/errors';
import { mintSessionId } from './mint-session';
import type { EmbedCallbacks, WrapperCallbacks } from './wrapper-callbacks';

/**
 * The callbacks of a kept embed's controller (`mintSession`, `onDiagnostic`, the settings' error
 * report), each reaching the wrapper that shows the embed now, and nobody while it is hidden in
 * `KeptEmbeds`: a wrapper that went is never called again. A renewal that falls due while hidden
 * is held (its mint fails at once, so no backend is asked for nobody); the next wrapper that shows
 * the embed renews it through its own `mintSession` (`showTo`). Also remembers every session id
 * the embed was opened or renewed with: a kept embed is taken only with one of those, or none.
 */
export class ControllerCallbacks implements EmbedCallbacks {
  /** The wrapper showing the embed; `null` while it is hidden. */
  #shownBy: WrapperCallbacks | null;
  /** Set when a renewal came while hidden; the next wrapper that shows the embed renews it. */
  #renewalHeld = false;
  readonly #sessions = new Set<string>();

  constructor(shownBy: WrapperCallbacks, sessionId: string | undefined) {
    this.#shownBy = shownBy;
    if (sessionId !== undefined) this.#sessions.add(sessionId);
  }

  /** Whether a wrapper shows the embed now. */
  get shown(): boolean {
    return this.#shownBy !== null;
  }

  /** The session ids the embed was opened or renewed with. */
  get sessions(): ReadonlySet<string> {
    return this.#sessions;
  }

  readonly mintSession = async (): Promise<string> => {
    const wrapper = this.#shownBy;
    if (!wrapper) {
      this.#renewalHeld = true;
      throw new EmbedError(
        EMBED_ERROR_CODES.mintFailed,
        'the kept embed is hidden: its renewal waits for the next wrapper that shows it',
      );
    }
    this.#renewalHeld = false;
    const sessionId: unknown = await mintSessionId(wrapper.read().mintSession);
    if (typeof sessionId === 'string') this.#sessions.add(sessionId);
    return sessionId as string;
  };

  readonly onDiagnostic = (diagnostic: Diagnostic): void => this.#shownBy?.sink.diagnostic(diagnostic);

  readonly fail = (error: unknown): void => this.#shownBy?.sink.error(error);

  /** The wrapper went: nothing reaches it any more. */
  hide(): void {
    this.#shownBy = null;
  }

  /**
   * `wrapper` shows the embed now. A renewal held while hidden that the controller gave up on is
   * done here, through `wrapper`'s `mintSession`; one still retrying mints through it by itself.
   */
  showTo(wrapper: WrapperCallbacks, controller: EmbedController): void {
    this.#shownBy = wrapper;
    if (!this.#renewalHeld || controller.renewalStatus !== 'failed') return;
    this.#renew(wrapper, controller);
  }

  async #renew(wrapper: WrapperCallbacks, controller: EmbedController): Promise<void> {
    try {
      const sessionId = await mintUsableSession(this.mintSession, 'for a renewal');
      if (!controller.destroyed) controller.setSession(sessionId);
    } catch (error) {
      if (this.#shownBy === wrapper) this.fail(error);
    }
  }
}
