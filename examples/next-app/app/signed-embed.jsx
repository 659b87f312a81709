'use client';

import { SvcEmbed } from '@svc/embed/react';

async function mintSession() {
  const response = await fetch('/api/embed-session', { method: 'POST' });
  // A body that is not JSON (a proxy's error page) still gives an error that names the status.
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.error ?? `mint failed with HTTP ${response.status}`);
  return body.sessionId;
}

export function SignedEmbed({ tenantUrl, publicId }) {
  return (
    <div style={{ height: 600 }}>
      <SvcEmbed
        tenantUrl={tenantUrl}
        surface="dashboard"
        publicId={publicId}
        mintSession={mintSession}
        onDownload={(payload) => console.log('download', payload.format)}
        onEmbedError={(error) => console.error(error)}
      />
    </div>
  );
}
