import { createContext, createElement, type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { KeptEmbeds } from '../lifecycle';

/** The set `keepAlive` embeds below a `<SvcEmbedKeepAlive>` wait in; `null` outside one (the page's set). */
export const KeptEmbedsContext = /* @__PURE__ */ createContext<KeptEmbeds | null>(null);

/**
 * A scope for `keepAlive` embeds: an `<SvcEmbed keepAlive="sales">` below it that unmounts (a route
 * change) leaves its embed hidden, ready and renewing, and the next one with that id shows it again.
 * When the scope unmounts, every embed kept in it is destroyed. Put it above your routes.
 */
export function SvcEmbedKeepAlive({ children }: { children?: ReactNode }): ReactElement {
  const [embeds] = useState(() => new KeptEmbeds());
  useEffect(() => () => embeds.release(), [embeds]);
  return createElement(KeptEmbedsContext.Provider, { value: embeds }, children);
}
