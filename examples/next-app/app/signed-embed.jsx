'use client';

import { SvcEmbed } from '@svc/embed/react';

async function mintSession() {
  const response = await fetch('/api/embed-session', { method: 'POST' });
  const body = await response.json();
  if (!response.ok) throw new Error(body.error ?? `mint failed with ${response.status}`);
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
