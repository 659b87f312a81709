import { fixtureUrl } from './host-config';

/** Milliseconds from inserting a library-free iframe to its one raw message. */
export function timeBareLoad(): Promise<number> {
  const iframe = document.createElement('iframe');
  iframe.src = fixtureUrl('bench-bare');
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return;
      const receivedAt = performance.now();
      window.removeEventListener('message', onMessage);
      iframe.remove();
      resolve(receivedAt - insertedAt);
    };
    window.addEventListener('message', onMessage);
    const insertedAt = performance.now();
    document.body.append(iframe);
  });
}
