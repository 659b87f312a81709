/**
 * Your backend's endpoint: it calls the tenant with the API key and returns a single-use session id.
 * JSON and same-origin, or the backend refuses (CSRF).
 */
export async function requestSession(): Promise<string> {
  const response = await fetch('/api/embed-session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { sessionId?: string; error?: string };
  if (!response.ok || !body.sessionId) throw new Error(body.error ?? `mint failed with ${response.status}`);
  return body.sessionId;
}
