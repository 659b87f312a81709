/**
 * Your backend's endpoint: it calls the tenant with the API key and returns a single-use session id,
 * for the page's dashboard or the one named (a session opens only the dashboard it was minted for).
 * JSON and same-origin, or the backend refuses (CSRF).
 */
export async function requestSession(publicId?: string): Promise<string> {
  const response = await fetch('/api/embed-session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(publicId === undefined ? {} : { publicId }),
  });
  const body = (await response.json()) as { sessionId?: string; error?: string };
  if (!response.ok || !body.sessionId) throw new Error(body.error ?? `mint failed with ${response.status}`);
  return body.sessionId;
}
