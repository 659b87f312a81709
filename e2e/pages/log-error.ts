// How the wrapper test pages log what came through a wrapper's error channel.

/** `{ code, message }` of an `EmbedError`; the message of anything else. */
export function describeError(error: unknown): { code?: string; message: string } {
  if (error instanceof Error) {
    const { code } = error as Error & { code?: unknown };
    return typeof code === 'string' ? { code, message: error.message } : { message: error.message };
  }
  return { message: String(error) };
}

/** An `#event-log` list of the `svc-<name>` events of an `<svc-embed>`, newest first, payload as JSON. */
export function elementEventLog(embed: HTMLElement, names: readonly string[]): HTMLOListElement {
  const log = document.createElement('ol');
  log.id = 'event-log';
  for (const name of names) {
    embed.addEventListener(`svc-${name}`, (event) => {
      const entry = document.createElement('li');
      entry.dataset.event = name;
      const { detail } = event as CustomEvent<unknown>;
      entry.dataset.payload = JSON.stringify(detail instanceof Error ? describeError(detail) : detail);
      entry.textContent = `${name} ${entry.dataset.payload}`;
      log.prepend(entry);
    });
  }
  return log;
}
