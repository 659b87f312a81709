/** What the host posted to the stand-in window: the message and the origin it was addressed to. */
export interface Posted {
  message: unknown;
  targetOrigin: unknown;
}

/** The stand-in for the iframe's window, and how to put the iframe's own `contentWindow` back. */
export interface EmbedWindow {
  /** What `message` events carry as `source`: the controller accepts events from it alone. */
  readonly window: Window;
  uninstall(): void;
}

/**
 * Gives `iframe` a stand-in window in place of the one it loads (a DOM test environment loads no
 * tenant page): the controller posts its actions to it, and `onPost` sees each, in order.
 */
export function installEmbedWindow(iframe: HTMLIFrameElement, onPost: (posted: Posted) => void): EmbedWindow {
  const previous = Object.getOwnPropertyDescriptor(iframe, 'contentWindow');
  const window = {
    postMessage(message: unknown, targetOrigin: unknown) {
      onPost({ message, targetOrigin });
    },
  } as unknown as Window;
  Object.defineProperty(iframe, 'contentWindow', { value: window, configurable: true });
  return {
    window,
    uninstall() {
      if (previous) Object.defineProperty(iframe, 'contentWindow', previous);
      else delete (iframe as { contentWindow?: unknown }).contentWindow;
    },
  };
}

/**
 * Dispatches a `message` event from `source` and `origin` on the page that holds `iframe`, as
 * the browser does for the iframe's `parent.postMessage(data, ...)`. `source` is set on the event
 * itself, not through its init: jsdom and happy-dom take any object there, a browser's
 * `MessageEvent` only a real window (a test in a real browser gets the stand-in too).
 */
export function postFromEmbed(
  iframe: HTMLIFrameElement,
  source: Window,
  origin: string,
  data: unknown,
): void {
  const page = iframe.ownerDocument.defaultView ?? globalThis.window;
  const message = new page.MessageEvent('message', { data: structuredClone(data), origin });
  Object.defineProperty(message, 'source', { value: source });
  page.dispatchEvent(message);
}
