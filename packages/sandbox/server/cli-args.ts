import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SURFACES, type Surface } from '@svc/embed';
import { errorMessage } from '../error-message';
import { API_KEY_PATTERN } from './api-key';
import { dashboardHelpLines } from './dashboards';
import { EXACT_ORIGIN_RULE, exactHttpOrigin, quotedOrigin } from './exact-origin';
import {
  DEFAULT_HOST,
  DEFAULT_PORT,
  resolveSandboxOptions,
  type SandboxOptions,
  tokenTtlProblem,
} from './options';
import { readyDelayProblem } from './ready-delay';

export const USAGE = `Usage: svc-embed-sandbox [options]

A local tenant for @svc/embed: session API, embed surfaces and sample data on loopback.

Options:
  --api-key-file <file>    file holding the API key for generate-session and revoke (one line);
                           or set the environment variable SVC_API_KEY. One of the two is required.
  --api-key <key>          the key itself: avoid it, every local user can read it in the
                           process list (a warning says so)
  --allowed-origin <url>   host page origin allowed to frame the surfaces, e.g. http://localhost:5173
                           (repeatable; none means no page may frame them)
  --port <n>               port to listen on, 0 for a free one (default ${DEFAULT_PORT})
  --host <host>            loopback address to bind (default ${DEFAULT_HOST})
  --allow-private          serve the data API without a session token, for private-mode embeds
                           (an address without session); off by default
  --token-ttl <duration>   nominal token life: 90s, 4m, 24h or milliseconds; whole seconds, at most 24h
                           (default 24h)
  --ready-delay <[surface=]duration>
                           hold back ready this long after the surface has rendered (a slow
                           dashboard, for benchmarks): 1500ms, 2s, or dashboard=1500ms for one
                           surface (repeatable); whole ms, at most 60s (default 0)
  --assets-dir <dir>       directory served at /assets/ (the surfaces' built files; default: the
                           assets/ folder next to the built bin, when there is one)
  --fixtures-dir <dir>     directory served at /fixtures/ (browser test pages)
  --help                   show this help

Surfaces (signed: with ?session=<id>, the chat's ?sessionId=<id>; private: without):
  /embed/dashboard/<publicId>[/orders]
                           one of the dashboards below; any other id, one not enabled for embedding,
                           or a session minted with another publicDashboardId fails before ready
                           (the host's ready rejects with embed-failed)
  /embed/d/<deploymentId>/app[/workbook/<id>]
                           the app of any deployment, signed only; workbooks 130 (Revenue by city),
                           131 (Revenue by country), 132 (Latest orders)
  /embed/chat              the AI chat over the same orders

Dashboards (publicId, title):
${dashboardHelpLines()
  .map((line) => `  ${line}`)
  .join('\n')}
`;

export type CliCommand =
  | { kind: 'help' }
  | { kind: 'start'; options: SandboxOptions; warnings: string[] }
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
    const warnings: string[] = [];
    return { kind: 'start', options: toOptions(values, env, warnings), warnings };
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
      'api-key-file': { type: 'string' },
      'allow-private': { type: 'boolean' },
      'allowed-origin': { type: 'string', multiple: true },
      port: { type: 'string' },
      host: { type: 'string' },
      'token-ttl': { type: 'string' },
      'ready-delay': { type: 'string', multiple: true },
      'assets-dir': { type: 'string' },
      'fixtures-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  }).values;
}

function toOptions(values: ReturnType<typeof parseFlags>, env: Env, warnings: string[]): SandboxOptions {
  const apiKey = readApiKey(values, env, warnings);
  if (!API_KEY_PATTERN.test(apiKey)) {
    throw new Error('the API key must be printable ASCII without spaces (at most 4096 characters)');
  }
  const options: SandboxOptions = { apiKey, allowedOrigins: [] };
  if (values['allow-private'] === true) options.allowPrivate = true;
  for (const origin of values['allowed-origin'] ?? []) {
    if (exactHttpOrigin(origin) === null) {
      throw new Error(`--allowed-origin must be ${EXACT_ORIGIN_RULE}, got ${quotedOrigin(origin)}`);
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
  if (values['ready-delay'] !== undefined) options.readyDelayMs = parseReadyDelays(values['ready-delay']);
  if (values['assets-dir'] !== undefined) options.assetsDir = values['assets-dir'];
  if (values['fixtures-dir'] !== undefined) options.fixturesDir = values['fixtures-dir'];
  // Everything else (the loopback host, for one) is checked here too, so a bad value exits with 2.
  resolveSandboxOptions(options);
  return options;
}

/** `1500ms` for every surface, or `dashboard=1500ms` for one (repeatable); the last value for a surface wins. */
function parseReadyDelays(texts: readonly string[]): Partial<Record<Surface, number>> {
  const delays: Partial<Record<Surface, number>> = {};
  for (const text of texts) {
    const separator = text.indexOf('=');
    const surface = separator === -1 ? null : text.slice(0, separator);
    if (surface !== null && !SURFACES.includes(surface as Surface)) {
      throw new Error(
        `--ready-delay names no surface ${JSON.stringify(surface)}: the surfaces are ${SURFACES.join(', ')}`,
      );
    }
    const duration = text.slice(separator + 1);
    const ms = parseDuration(duration);
    const problem = ms === null ? 'must be a duration such as 1500ms or 2s' : readyDelayProblem(ms);
    if (problem !== null) throw new Error(`--ready-delay ${problem}, got ${JSON.stringify(text)}`);
    for (const each of surface === null ? SURFACES : [surface as Surface]) delays[each] = ms as number;
  }
  return delays;
}

/** --api-key-file, then --api-key (with a warning), then SVC_API_KEY. Messages never quote the key. */
function readApiKey(values: ReturnType<typeof parseFlags>, env: Env, warnings: string[]): string {
  const file = values['api-key-file'];
  if (file !== undefined && values['api-key'] !== undefined) {
    throw new Error('pass either --api-key-file or --api-key, not both');
  }
  if (file !== undefined) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // Not the path: someone moving from --api-key may pass the key itself as the file name.
      throw new Error(`--api-key-file could not be read (${typeof code === 'string' ? code : 'error'})`);
    }
    // One line; a trailing newline (as `echo key > file` writes) is not part of the key.
    return text.replace(/\r?\n$/, '');
  }
  if (values['api-key'] !== undefined) {
    warnings.push(
      'warning: --api-key puts the key in the process list, where every local user can read it; ' +
        'use --api-key-file <file> or the environment variable SVC_API_KEY instead',
    );
    return values['api-key'];
  }
  const fromEnv = env.SVC_API_KEY;
  if (fromEnv === undefined || fromEnv === '') {
    throw new Error('an API key is required: pass --api-key-file <file> or set SVC_API_KEY');
  }
  return fromEnv;
}

/** node:util messages name the flag only; a stray positional could be a secret, so it is not quoted. */
function describeFlagError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    return 'unexpected argument: this command takes only --flags (see --help)';
  }
  return errorMessage(error);
}
