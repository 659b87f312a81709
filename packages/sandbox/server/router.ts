import type { IncomingMessage, ServerResponse } from 'node:http';
import { GENERATE_SESSION_PATH, REVOKE_SESSION_PATH } from '@svc/embed/server';
import { sendData } from './data-route';
import type { FrameRefusalLog } from './frame-refusal-log';
import { hostRefusal } from './host-check';
import { HttpError, sendError, sendJson, sendNoContent } from './http-io';
import type { ResolvedSandboxOptions } from './options';
import { exchangeSession, generateSession, revokeSession, type SessionApi } from './session-routes';
import { ASSET_NAME_PATTERN, FIXTURE_NAME_PATTERN, sendStaticFile } from './static-files';
import { DATA_ENDPOINT, matchSurfacePage, sendSurfacePage, TOKEN_ENDPOINT } from './surface-pages';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
/** The handlers of one path, by method; a method missing here gets 405. */
type Route = Partial<Record<'GET' | 'HEAD' | 'POST', Handler>>;

export interface SandboxContext extends SessionApi {
  options: ResolvedSandboxOptions;
  /** The `Host` values answered (host-check.ts); filled in once the port is known. */
  hosts: { served: ReadonlySet<string> };
  logRefusedFrame: FrameRefusalLog;
}

/** Answers every request; a failure is a JSON `{ error }`, never a crash. */
export function createRequestHandler(
  context: SandboxContext,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(req, res, context).catch((error: unknown) => {
      const httpError = error instanceof HttpError ? error : new HttpError(500, 'internal error');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // An error answered before the body was read: the connection cannot carry another request.
      if (!req.complete) res.setHeader('Connection', 'close');
      sendError(res, httpError);
    });
  };
}

async function handle(req: IncomingMessage, res: ServerResponse, context: SandboxContext): Promise<void> {
  const refusal = hostRefusal(req, context.hosts.served);
  if (refusal !== null) throw new HttpError(421, refusal);
  // The raw path, never decoded or normalized: routes match it exactly.
  const path = (req.url ?? '').split(/[?#]/, 1)[0] ?? '';
  const route = findRoute(path, context);
  if (route === null) throw new HttpError(404, `no route for ${truncate(path)}`);
  const { method } = req;
  const handler = method === 'GET' || method === 'HEAD' || method === 'POST' ? route[method] : undefined;
  if (handler === undefined) {
    throw new HttpError(405, `method ${truncate(req.method ?? '')} is not allowed here`, {
      Allow: Object.keys(route).join(', '),
    });
  }
  await handler(req, res);
}

function findRoute(path: string, context: SandboxContext): Route | null {
  const { allowedOrigins, assetsDir, fixturesDir } = context.options;
  switch (path) {
    case GENERATE_SESSION_PATH:
      return { POST: (req, res) => generateSession(req, res, context) };
    case TOKEN_ENDPOINT:
      return { POST: (req, res) => exchangeSession(req, res, context) };
    case REVOKE_SESSION_PATH:
      return { POST: (req, res) => revokeSession(req, res, context) };
    case DATA_ENDPOINT:
      return { GET: (req, res) => sendData(req, res, context, context.options.allowPrivate) };
    case '/healthz':
      return { GET: (_req, res) => sendJson(res, 200, { ok: true }) };
    // The origin answers, as a running tenant does: a host's reach probe (a no-cors HEAD, when an
    // embed is slow to speak) gets a 204 with no body. Not a 404, and not JSON either: Chromium's
    // opaque-response blocking cuts a no-cors JSON answer, which the page logs as a failed request.
    case '/':
      return { GET: (_req, res) => sendNoContent(res), HEAD: (_req, res) => sendNoContent(res) };
  }
  if (path.startsWith('/assets/')) {
    const directory = { dir: assetsDir, namePattern: ASSET_NAME_PATTERN };
    return { GET: (_req, res) => sendStaticFile(res, directory, path.slice(8), allowedOrigins) };
  }
  if (fixturesDir !== undefined && path.startsWith('/fixtures/')) {
    const directory = { dir: fixturesDir, namePattern: FIXTURE_NAME_PATTERN };
    return { GET: (_req, res) => sendStaticFile(res, directory, path.slice(10), allowedOrigins) };
  }
  const page = matchSurfacePage(path);
  if (page === null) return null;
  return {
    GET: (req, res) => {
      context.logRefusedFrame(req);
      sendSurfacePage(res, page, context.options);
    },
  };
}

function truncate(text: string): string {
  return JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);
}
