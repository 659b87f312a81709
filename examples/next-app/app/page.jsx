// A server component: it renders SvcEmbed straight from '@svc/embed/react', which works because that
// entry is a client module ('use client'). Only serializable props cross from here; the signed embed,
// whose mintSession is a function, lives in a client component of the app.
import { SvcEmbed } from '@svc/embed/react';
import { SignedEmbed } from './signed-embed';

const tenantUrl = process.env.NEXT_PUBLIC_SVC_TENANT_URL ?? 'http://127.0.0.1:4100';

export default function Home() {
  return (
    <main>
      <h1>Sales overview</h1>
      <SignedEmbed tenantUrl={tenantUrl} publicId="sales-overview" />
      <h2>Public dashboard (private mode, no session)</h2>
      <div style={{ height: 400 }}>
        <SvcEmbed tenantUrl={tenantUrl} surface="dashboard" publicId="sales-overview" />
      </div>
    </main>
  );
}
