/**
 * While `iframe` is hidden, focus that goes into it goes back to where it was in the host (or, when
 * nothing there had it, leaves the iframe). `inert`, `visibility: hidden` and even `display: none`
 * do not stop a cross-origin frame's own `focus()` in Chromium: the viewer would type into a page
 * they cannot see. Focus entering a frame blurs the host's window; a task later, focus found in the
 * hidden iframe is given back. Returns the
 * function that stops guarding; a guard whose iframe has left the document stops by itself.
 */
export function guardFocus(iframe: HTMLIFrameElement): () => void {
  const document = iframe.ownerDocument;
  const window = document.defaultView;
  let before: Element | null = document.activeElement === iframe ? null : document.activeElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A preloaded iframe is hidden before it is inserted: only leaving the document after being in it ends the guard.
  let wasConnected = false;
  const gone = () => {
    if (iframe.isConnected) wasConnected = true;
    else if (wasConnected) stop();
    return !iframe.isConnected;
  };
  const remember = (event: FocusEvent) => {
    if (!gone() && event.target !== iframe) before = event.target as Element;
  };
  const takeBack = () => {
    if (gone() || document.activeElement !== iframe) return;
    if (before?.isConnected && before !== document.body)
      (before as HTMLElement).focus?.({ preventScroll: true });
    if (document.activeElement === iframe) iframe.blur();
  };
  // Focusing the host element from within the blur itself does not hold in Chromium (the frame's
  // focus change is still under way, and the keys keep going to the frame): a task later it does.
  const blurred = () => {
    clearTimeout(timer);
    timer = setTimeout(takeBack, 0);
  };
  function stop() {
    clearTimeout(timer);
    document.removeEventListener('focusin', remember, true);
    window?.removeEventListener('blur', blurred);
  }
  document.addEventListener('focusin', remember, true);
  window?.addEventListener('blur', blurred);
  // Hidden while it had the focus: the focus leaves it now.
  takeBack();
  return stop;
}
