/**
 * True where the code may be running in a browser page or a Worker: the API key must not be sent
 * from there. Deno and Bun define `self` (Deno 1 also `window`) yet are servers.
 */
export function isBrowserLike(): boolean {
  const scope = globalThis as Record<string, unknown>;
  const browserGlobals = ['window', 'document', 'self', 'importScripts', 'WorkerGlobalScope'];
  const serverRuntime = scope.Deno !== undefined || scope.Bun !== undefined;
  if (serverRuntime && scope.document === undefined) return false;
  return browserGlobals.some((name) => scope[name] !== undefined);
}
