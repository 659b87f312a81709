const KEY = 'svc-embed-sandbox:page-loads';
const NAME_PREFIX = `${KEY}=`;

/**
 * Counts loads of this surface in this tab, so tests can tell a renewal without reload (count
 * unchanged) from a reload. sessionStorage first; where a cross-site frame is denied storage
 * (third-party storage blocked), the frame's `window.name`, which also survives reloads of the frame.
 * `null` when neither is available (the host named the frame itself).
 */
export function countPageLoad(): number | null {
  try {
    const count = Number(sessionStorage.getItem(KEY) ?? '0') + 1;
    sessionStorage.setItem(KEY, String(count));
    return count;
  } catch {
    return countInWindowName();
  }
}

function countInWindowName(): number | null {
  const name = window.name;
  if (name !== '' && !name.startsWith(NAME_PREFIX)) return null;
  const previous = Number(name.slice(NAME_PREFIX.length));
  const count = (Number.isSafeInteger(previous) && previous > 0 ? previous : 0) + 1;
  window.name = `${NAME_PREFIX}${count}`;
  return count;
}
