import { startDemo } from './demo';
import { checkDemoEnvironment, type DemoPort, DemoPortError, portError } from './demo-ports';

const TOKEN_TTL_MS = 4 * 60_000;

/** A port taken between the check and the listen still ends in one line, not a stack trace. */
async function failOnPortError(
  ports: DemoPort[],
  error: NodeJS.ErrnoException & { port?: number },
): Promise<never> {
  const port = ports.find((candidate) => candidate.port === error.port);
  const demoPorts = ports.map((each) => each.port);
  const failure = port ? await portError(port, error, demoPorts) : error;
  if (failure instanceof DemoPortError) {
    console.error(failure.message);
    process.exit(1);
  }
  throw failure;
}

async function main(): Promise<void> {
  // ALLOWED_ORIGINS="http://localhost:5173 https://app.test": your own app may frame the sandbox too.
  const { sandbox, host, extraAllowedOrigins } = await checkDemoEnvironment();
  const ports = [sandbox, host];
  process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
    void failOnPortError(ports, error);
  });
  // `npm start`: a short token so that renewal shows within minutes (expiring ~3m45s after load).
  const demo = await startDemo({
    sandboxPort: sandbox.port,
    hostPort: host.port,
    tokenTtlMs: TOKEN_TTL_MS,
    extraAllowedOrigins,
  }).catch((error: NodeJS.ErrnoException) => failOnPortError(ports, error));
  console.log(`@svc/embed demo
  open the host page:  ${demo.hostUrl}
  tenant (sandbox):    ${demo.tenantUrl}
  token lifetime 4 min: session-expiring after ~3m45s, then one mint and set-session, no reload
  embeds may be framed by: ${demo.allowedOrigins.join(', ')} (more with ALLOWED_ORIGINS="<origin> ...")
  a fresh development API key was generated; it stays on the two servers
  Ctrl-C stops both`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      demo.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DemoPortError ? error.message : error);
  process.exit(1);
});
