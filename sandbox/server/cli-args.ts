import { parseArgs } from 'node:util';
import { API_KEY_PATTERN } from '../../src/server/client-options';
import { errorMessage } from '../error-message';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  exactHttpOrigin,
  resolveSandboxOptions,
  type SandboxOptions,
  tokenTtlProblem,
} from './options';

export const USAGE = `Usage: svc-embed-sandbox [options]

A local tenant for @svc/embed: session API, embed surfaces and sample data on loopback.

Options:
  --api-key <key>          API key for generate-session and revoke (or env SVC_API_KEY; required)
  --allowed-origin <url>   host page origin allowed to frame the surfaces, e.g. http://localhost:5173
                           (repeatable; none means no page may frame them)
  --port <n>               port to listen on, 0 for a free one (default ${DEFAULT_PORT})
  --host <host>            loopback address to bind (default ${DEFAULT_HOST})
  --token-ttl <duration>   nominal token life: 90s, 4m, 24h or milliseconds; whole seconds, at most 24h
                           (default 24h)
  --assets-dir <dir>       directory served at /assets/ (the surfaces' built files; default: the
                           assets/ folder next to the built bin, when there is one)
  --fixtures-dir <dir>     directory served at /fixtures/ (browser test pages)
  --help                   show this help
`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'start'; options: SandboxOptions }
  | { kind: 'error'; message: string };

type Env = Readonly<Record<string, string | undefined>>;

const DURATION_PATTERN = /^(\d{1,9})(ms|s|m|h)?$/;
const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** Parses argv (without `node` and the script); never exits, never prints. */
export function parseCliArgs(argv: readonly string[], env: Env = {}): CliCommand {
  let values: ReturnType<typeof parseFlags>;
  try {
    values = parseFlags(argv);
  } catch (error) {
    return { kind: 'error', message: describeFlagError(error) };
  }
  if (values.help === true) return { kind: 'help' };
  try {
    return { kind: 'start', options: toOptions(values, env) };
  } catch (error) {
    return { kind: 'error', message: errorMessage(error) };
  }
}

/** `90s`, `4m`, `24h`, `1500ms` or bare milliseconds; `null` when it is not a duration. */
export function parseDuration(text: string): number | null {
  const match = DURATION_PATTERN.exec(text.trim());
  if (match?.[1] === undefined) return null;
  const unit = (match[2] ?? 'ms') as keyof typeof UNIT_MS;
  return Number(match[1]) * UNIT_MS[unit];
}

function parseFlags(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      'api-key': { type: 'string' },
      'allowed-origin': { type: 'string', multiple: true },
      port: { type: 'string' },
      host: { type: 'string' },
      'token-ttl': { type: 'string' },
      'assets-dir': { type: 'string' },
      'fixtures-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values;
}

function toOptions(values: ReturnType<typeof parseFlags>, env: Env): SandboxOptions {
  const apiKey = values['api-key'] ?? env.SVC_API_KEY;
  if (apiKey === undefined || apiKey === '') {
    throw new Error('an API key is required: pass --api-key <key> or set SVC_API_KEY');
  }
  if (!API_KEY_PATTERN.test(apiKey)) {
    throw new Error('the API key must be printable ASCII without spaces (at most 4096 characters)');
  }
  const options: SandboxOptions = { apiKey, allowedOrigins: [] };
  for (const origin of values['allowed-origin'] ?? []) {
    if (exactHttpOrigin(origin) === null) {
      throw new Error(
        `--allowed-origin must be an exact http(s) origin such as http://localhost:5173 (no path, no trailing slash), got ${JSON.stringify(origin)}`,
      );
    }
    options.allowedOrigins.push(origin);
  }
  if (values.port !== undefined) {
    const port = /^\d{1,5}$/.test(values.port) ? Number(values.port) : Number.NaN;
    if (!(port <= 65_535))
      throw new Error(`--port must be an integer from 0 to 65535, got ${JSON.stringify(values.port)}`);
    options.port = port;
  }
  if (values.host !== undefined) options.host = values.host;
  if (values['token-ttl'] !== undefined) {
    const text = values['token-ttl'];
    const ttlMs = parseDuration(text);
    const problem =
      ttlMs === null ? 'must be a duration such as 90s, 4m, 24h or milliseconds' : tokenTtlProblem(ttlMs);
    if (problem !== null) throw new Error(`--token-ttl ${problem}, got ${JSON.stringify(text)}`);
    options.tokenTtlMs = ttlMs as number;
  }
  if (values['assets-dir'] !== undefined) options.assetsDir = values['assets-dir'];
  if (values['fixtures-dir'] !== undefined) options.fixturesDir = values['fixtures-dir'];
  // Everything else (the loopback host, for one) is checked here too, so a bad value exits with 2.
  resolveSandboxOptions(options);
  return options;
}

/** node:util messages name the flag only; a stray positional could be a secret, so it is not quoted. */
function describeFlagError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return 'unexpected argument: this command takes only --flags (see --help)';
  }
  return errorMessage(error);
}
