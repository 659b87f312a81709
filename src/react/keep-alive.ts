import { createContext, createElement, type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { KeptEmbeds } from '../lifecycle';

/** The set `keepAlive` embeds below a `<SvcEmbedKeepAlive>` wait in; `null` outside one (the page's set). */
export const KeptEmbedsContext = /* @__PURE__ */ createContext<KeptEmbeds | null>(null);

/**
 * A scope for `keepAlive` embeds: an `<SvcEmbed keepAlive="sales">` below it that unmounts (a route
 * change) leaves its embed hidden and ready, and the next one with that id and owner shows it again
 * (a renewal due meanwhile waits for it). When the scope unmounts, every embed kept in it is
 * destroyed. Put it above your routes; key it by the signed-in user so that sign-out ends it.
 */
export function SvcEmbedKeepAlive({ children }: { children?: ReactNode }): ReactElement {
  const [embeds] = useState(() => new KeptEmbeds());
  useEffect(() => () => embeds.release(), [embeds]);
  return createElement(KeptEmbedsContext.Provider, { value: embeds }, children);
}
