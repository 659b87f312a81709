/** A scripted `fetch` for the session client tests: records each call and answers from a function. */

export interface RecordedCall {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
  redirect: RequestRedirect | undefined;
}

export type Responder = (call: RecordedCall) => Response | Promise<Response>;

export function fakeFetch(respond: Responder): { fetch: typeof fetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init.method,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      signal: init.signal ?? undefined,
      redirect: init.redirect,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Never answers; rejects only when the request's signal aborts, as a real fetch does. */
export const hangingResponder: Responder = (call) =>
  new Promise<Response>((_, reject) => {
    call.signal?.addEventListener('abort', () => reject(call.signal?.reason), { once: true });
  });
