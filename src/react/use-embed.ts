import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EmbedController } from '../host';
import { embedIdentity } from '../internal/embed-identity';
import { invalidOption } from '../internal/errors';
import { mintSessionId } from '../internal/mint-session';
import { SettingsSync, settingsKey } from '../internal/settings-sync';
import { forwardEventProps } from './event-props';
import { reportEmbedError, type UseEmbedOptions } from './options';

export interface UseEmbedResult {
  /** Callback ref for the element the iframe goes into. */
  ref: (element: HTMLElement | null) => void;
  /** The live controller; `null` on the server, before the embed exists and after a failure. */
  controller: EmbedController | null;
}

// React 18 warns about useLayoutEffect in server rendering, where no effect runs anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Embeds a surface in the element given to `ref`; see `UseEmbedOptions` for what each change does. */
export function useEmbed(options: UseEmbedOptions): UseEmbedResult {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [controller, setController] = useState<EmbedController | null>(null);
  /** Bumped to try again after a failure, when a setting changes (it may have been the invalid one). */
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(options);
  /** Sends setting changes to the controller it was created with (the live one). */
  const settings = useRef<SettingsSync | null>(null);
  /** The given `sessionId` once an embed has opened with it: single use, so never again. */
  const spentSessionId = useRef<string | undefined>(undefined);
  /** The settings at the last failure, or `null`. */
  const failedSettings = useRef<string | null>(null);
  const identity = embedIdentity(options);

  useClientLayoutEffect(() => {
    latest.current = options;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: identity and attempt are triggers; the options are read from `latest` when the embed is created.
  useEffect(() => {
    if (!container) return;
    failedSettings.current = null;
    let cancelled = false;
    let created: EmbedController | null = null;

    const create = (sessionId?: string): boolean => {
      if (cancelled) return false;
      const current = latest.current;
      created = new EmbedController({
        ...current,
        // Sent by `SettingsSync` below, so that they are sent once.
        colorScheme: undefined,
        theme: undefined,
        sessionId,
        // Through `latest`, so a new function is used without re-embedding.
        mintSession: sessionId === undefined ? undefined : () => mintSessionId(latest.current.mintSession),
        onDiagnostic: (diagnostic) => latest.current.onDiagnostic?.(diagnostic),
        container,
      });
      forwardEventProps(created, () => latest.current);
      created.onRenewal((update) => latest.current.onRenewal?.(update));
      settings.current = new SettingsSync(created, current, (error) =>
        reportEmbedError(latest.current, error),
      );
      setController(created);
      return true;
    };

    const open = async () => {
      if (cancelled) return;
      const { sessionId, mintSession } = latest.current;
      if (sessionId !== undefined && sessionId !== spentSessionId.current) {
        if (create(sessionId)) spentSessionId.current = sessionId;
      } else if (mintSession) {
        create(await mintSessionId(mintSession));
      } else if (sessionId === undefined) {
        create();
      } else {
        throw invalidOption('sessionId is single use and was used by an earlier embed: give mintSession');
      }
    };

    // StrictMode's doubled mount effect finds no container yet (it arrives through state), so it
    // creates nothing. Deferring by a microtask covers any teardown and setup within one task
    // (an unmount right after mounting): the discarded run then creates no iframe at all, since a
    // browser may request an iframe's address even when it is removed at once, which would spend a
    // single-use session id.
    Promise.resolve()
      .then(open)
      .catch((error: unknown) => {
        if (cancelled) return;
        failedSettings.current = settingsKey(latest.current);
        reportEmbedError(latest.current, error);
      });

    return () => {
      cancelled = true;
      created?.destroy();
      setController(null);
    };
  }, [container, identity, attempt]);

  useEffect(() => {
    const current = latest.current;
    if (controller && !controller.destroyed) {
      settings.current?.apply(current);
    } else if (failedSettings.current !== null && failedSettings.current !== settingsKey(current)) {
      failedSettings.current = null;
      setAttempt((count) => count + 1);
    }
  });

  return { ref: setContainer, controller };
}
