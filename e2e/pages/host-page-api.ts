// What every wrapper test page gets from the example host page server: its config and a mint.

export interface HostConfig {
  tenantUrl: string;
  publicId: string;
  deploymentId: number;
}

function readHostConfig(): HostConfig {
  const text = document.getElementById('host-config')?.textContent;
  if (!text) throw new Error('no #host-config on this page');
  return JSON.parse(text) as HostConfig;
}

export const hostConfig = readHostConfig();

/** A fresh single-use session id from the host page's backend (which keeps the API key). */
export async function mintSession(): Promise<string> {
  // JSON and same-origin, or the backend refuses (CSRF).
  const response = await fetch('/api/embed-session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  const body = (await response.json()) as { sessionId?: string; error?: string };
  if (!response.ok || !body.sessionId) throw new Error(body.error ?? `mint failed with ${response.status}`);
  return body.sessionId;
}
