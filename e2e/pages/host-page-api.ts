// What every wrapper test page gets from the example host page server: its config and a mint.
import { requestSession } from '../../examples/host-page/page/request-session';

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

/** A fresh single-use session id from the host page's backend (which keeps the API key): the demo's own call. */
export const mintSession = (): Promise<string> => requestSession();
