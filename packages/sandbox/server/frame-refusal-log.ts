import type { IncomingMessage } from 'node:http';

/**
 * The browser refuses a frame that `frame-ancestors` does not allow, and only its console says so.
 * The sandbox sees the request (`Sec-Fetch-Dest: iframe`, and the host's origin in `Referer`: the
 * host library creates its iframe with `referrerpolicy="origin"`) and says it once per origin.
 */

// Referer values are the requester's to choose: past this many, new origins are not remembered.
const MAX_REMEMBERED_ORIGINS = 200;

export type FrameRefusalLog = (req: IncomingMessage) => void;

export function createFrameRefusalLog(
  allowedOrigins: readonly string[],
  log: (line: string) => void,
): FrameRefusalLog {
  const reported = new Set<string>();
  return (req) => {
    if (req.headers['sec-fetch-dest'] !== 'iframe') return;
    const origin = refererOrigin(req.headers.referer);
    if (origin === null || allowedOrigins.includes(origin) || reported.has(origin)) return;
    if (reported.size >= MAX_REMEMBERED_ORIGINS) return;
    reported.add(origin);
    log(
      `svc-embed-sandbox: a page of ${origin} asked for an embed surface in a frame, but it is not an allowed origin: the browser ` +
        `refuses the frame (CSP frame-ancestors). To allow it, restart the sandbox with --allowed-origin ${origin}`,
    );
  };
}

function refererOrigin(referer: string | undefined): string | null {
  if (referer === undefined) return null;
  try {
    const url = new URL(referer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
