import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { EmbedController } from '../host';
import { EmbedLifecycle, type KeptEmbeds } from '../lifecycle';
import { eventPropName } from './event-props';
import { KeptEmbedsContext } from './keep-alive';
import { REACT_OPTION_KINDS } from './option-kinds';
import { reportEmbedError, type UseEmbedOptions } from './options';

/** What `useEmbed` returns: a ref for the element and the live controller. */
export interface UseEmbedResult {
  /** Callback ref for the element the iframe goes into. */
  ref: (element: HTMLElement | null) => void;
  /** The live controller; `null` on the server, before the embed exists and after a failure. */
  controller: EmbedController | null;
}

type AnyEventHandler = (payload: unknown, envelope: unknown) => void;

// React 18 warns about useLayoutEffect in server rendering, where no effect runs anyway.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Embeds a surface in the element given to `ref`; see `UseEmbedOptions` for what each change does. */
export function useEmbed(options: UseEmbedOptions): UseEmbedResult {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [controller, setController] = useState<EmbedController | null>(null);
  const latest = useRef(options);
  // The nearest <SvcEmbedKeepAlive>'s set (stable for its life), read when an embed is created.
  const keptEmbeds = useRef<KeptEmbeds | null>(null);
  keptEmbeds.current = useContext(KeptEmbedsContext);
  // One per component instance, across containers, so a spent session id stays spent. Its
  // constructor touches nothing, so making it during a server render is harmless.
  const lifecycle = useRef<EmbedLifecycle | null>(null);
  lifecycle.current ??= new EmbedLifecycle(
    () => latest.current,
    {
      controller: setController,
      event: (name, payload, envelope) =>
        (latest.current[eventPropName(name)] as AnyEventHandler | undefined)?.(payload, envelope),
      renewal: (update) => latest.current.onRenewal?.(update),
      diagnostic: (diagnostic) => latest.current.onDiagnostic?.(diagnostic),
      error: (error) => reportEmbedError(latest.current, error),
    },
    REACT_OPTION_KINDS,
    () => keptEmbeds.current,
    true, // Parks a kept embed in time: see the layout effect below.
  );
  const embed = lifecycle.current;

  useClientLayoutEffect(() => {
    latest.current = options;
  });

  // React runs the layout-effect cleanups of a deleted subtree before it removes the subtree's
  // elements, the passive ones after: a kept iframe moved into the container goes back to its hidden
  // slot here, while the container is still in the document (an iframe in a removed element unloads).
  useClientLayoutEffect(() => () => embed.parkKept(), [container, embed]);

  useEffect(() => {
    if (!container) return;
    let cancelled = false;
    // StrictMode mounts, unmounts and mounts again within one task: deferring by a microtask lets
    // the discarded mount create no iframe at all (a browser may request an iframe's address even
    // when it is removed at once, which would spend a single-use session id) and mint nothing.
    queueMicrotask(() => {
      if (!cancelled) embed.attach(container);
    });
    return () => {
      cancelled = true;
      embed.detach();
    };
  }, [container, embed]);

  // After every render: the lifecycle compares by value, so equal options do nothing.
  useEffect(() => {
    embed.update();
  });

  return { ref: setContainer, controller };
}
