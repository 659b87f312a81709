import type { IncomingMessage, ServerResponse } from 'node:http';

/** Request and response plumbing shared by every route: JSON replies, body limits, security headers. */

export const MAX_BODY_BYTES = 16 * 1024;
// Past the limit the rest of the body is read and discarded, so the client can read the 413; this caps that.
const MAX_DRAIN_BYTES = 1024 * 1024;

/** Thrown by a handler to answer `status` with `{ error: message }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** On every response: nothing is sniffed, nothing is cached (ids and tokens are single use). */
export const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' } as const;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: HttpError): void {
  sendJson(res, error.status, { error: error.message }, { ...error.headers });
}

export function sendNoContent(res: ServerResponse): void {
  res.writeHead(204, BASE_HEADERS);
  res.end();
}

/** Reads a JSON body: `Content-Type: application/json` (415), at most 16 KiB (413), UTF-8 JSON (400). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  if (!isJsonMediaType(req.headers['content-type'])) {
    throw new HttpError(415, 'Content-Type must be application/json');
  }
  const bytes = await readBody(req);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'body must be UTF-8');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body must be valid JSON');
  }
}

function isJsonMediaType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

function tooLarge(): HttpError {
  return new HttpError(413, `body must be at most ${MAX_BODY_BYTES} bytes`, { Connection: 'close' });
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_DRAIN_BYTES) req.destroy();
      else if (size > MAX_BODY_BYTES) reject(tooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => reject(new HttpError(400, 'request body could not be read')));
    req.on('close', () => reject(new HttpError(400, 'request was aborted')));
  });
}
