import type { Diagnostic } from '../host';
import { mintSessionId } from './mint-session';
import type { LifecycleOptions, LifecycleSink } from './options';

/** What of a wrapper a controller's callbacks reach: its options now, and its sink. */
export interface WrapperCallbacks {
  read(): LifecycleOptions;
  readonly sink: LifecycleSink;
}

/** The callbacks a controller is given: `mintSession`, `onDiagnostic`, and the settings' error report. */
export interface EmbedCallbacks {
  readonly mintSession: () => Promise<string>;
  readonly onDiagnostic: (diagnostic: Diagnostic) => void;
  readonly fail: (error: unknown) => void;
}

/** The callbacks of an embed that is not kept alive: always its wrapper's (it is destroyed when the wrapper goes). */
export function callbacksOf(wrapper: WrapperCallbacks): EmbedCallbacks {
  return {
    // Read at each renewal, so a new function is used without re-embedding.
    mintSession: () => mintSessionId(wrapper.read().mintSession),
    onDiagnostic: (diagnostic) => wrapper.sink.diagnostic(diagnostic),
    fail: (error) => wrapper.sink.error(error),
  };
}
