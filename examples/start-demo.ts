import { startDemo } from './demo';

const TOKEN_TTL_MS = 4 * 60_000;

// `npm start`: a short token so that renewal shows within minutes (expiring ~3m45s after load).
const demo = await startDemo({
  sandboxPort: Number(process.env.SANDBOX_PORT ?? 4100),
  hostPort: Number(process.env.HOST_PORT ?? 4200),
  tokenTtlMs: TOKEN_TTL_MS,
});
console.log(`@svc/embed demo
  open the host page:  ${demo.hostUrl}
  tenant (sandbox):    ${demo.tenantUrl}
  token lifetime 4 min: session-expiring after ~3m45s, then one mint and set-session, no reload
  a fresh development API key was generated; it stays on the two servers
  Ctrl-C stops both`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    demo.close().then(() => process.exit(0));
  });
}
