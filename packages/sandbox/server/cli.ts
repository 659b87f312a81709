import { errorMessage } from '../error-message';
import { parseCliArgs, USAGE } from './cli-args';
import { startSandbox } from './index';

export { type CliCommand, parseCliArgs, parseDuration, USAGE } from './cli-args';

export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  out: (line: string) => void;
  err: (line: string) => void;
  /** Registers the shutdown handler; defaults to SIGINT and SIGTERM of this process. */
  onShutdown: (close: () => Promise<void>) => void;
  /** Served at /assets/ when `--assets-dir` is not given (the built bin passes its `assets/` folder). */
  defaultAssetsDir?: string;
}

const defaultIo: CliIo = {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  onShutdown: (close) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void close();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  },
};

/**
 * Runs `svc-embed-sandbox`. Resolves with the exit code: 0 once listening (the open server keeps the
 * process alive until a signal closes it), 2 for bad arguments, 1 when the server cannot start.
 */
export async function main(argv: readonly string[], io: Partial<CliIo> = {}): Promise<number> {
  const { env, out, err, onShutdown, defaultAssetsDir } = { ...defaultIo, ...io };
  const command = parseCliArgs(argv, env);
  if (command.kind === 'help') {
    out(USAGE);
    return 0;
  }
  if (command.kind === 'error') {
    err(`svc-embed-sandbox: ${command.message}`);
    err('Run svc-embed-sandbox --help for usage.');
    return 2;
  }
  for (const warning of command.warnings) err(`svc-embed-sandbox: ${warning}`);
  try {
    const sandbox = await startSandbox({ assetsDir: defaultAssetsDir, log: err, ...command.options });
    onShutdown(() => sandbox.close());
    out(`svc-embed-sandbox listening on ${sandbox.url}`);
    return 0;
  } catch (error) {
    err(`svc-embed-sandbox: could not start: ${errorMessage(error)}`);
    return 1;
  }
}
