// `docsgen dev`: a supervisor that runs the dev server in a child process and restarts it when server code changes.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import chokidar from 'chokidar';
import { startDevServer } from '../generator/dev/devServer.js';
import { listen, listenFailure } from './serve.js';
import { formatMs } from '../generator/task.js';
import { consoleReporter } from '../generator/task.js';
import { formatDiagnostic, printDiagnostics } from './printDiagnostics.js';

/** Options of `docsgen dev`. */
export interface DevOptions {
  port: number;
  host: string;
  docs?: string;
  config: string;
  cacheDir?: string;
}

const workerFlag = 'DOCSGEN_DEV_WORKER';

/** Runs the dev server (as the worker) or supervises it (as the parent). */
export async function devCommand(options: DevOptions): Promise<number | undefined> {
  return process.env[workerFlag] ? runWorker(options) : supervise();
}

/** Server-side templates and the generator are imported once per process: a change to them needs a fresh one. */
function supervise(): Promise<number | undefined> {
  const root = process.cwd();
  let child: ChildProcess | undefined;
  const watcher = chokidar.watch(
    ['theme/layouts', 'theme/components', 'theme/shared', 'generator', 'cli'].map((d) => path.join(root, d)),
    { ignoreInitial: true },
  );
  const start = () => {
    const started = fork(process.argv[1]!, process.argv.slice(2), {
      env: { ...process.env, [workerFlag]: '1' },
      stdio: 'inherit',
      execArgv: process.execArgv,
    });
    // A server that stops by itself (it could not listen, say) ends the command with its exit code; one stopped
    // here for a restart does not.
    started.once('exit', (code) => {
      if (child !== started) return;
      void watcher.close();
      process.exit(code ?? 1);
    });
    child = started;
  };
  start();
  let timer: NodeJS.Timeout | undefined;
  watcher.on('all', (_event, file) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      process.stderr.write(`\n${path.relative(root, file)} changed: restarting the dev server\n`);
      const old = child;
      child = undefined;
      old?.once('exit', start);
      old?.kill('SIGTERM');
    }, 50);
  });
  const stop = () => {
    void watcher.close();
    child?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  return new Promise(() => undefined);
}

async function runWorker(options: DevOptions): Promise<number | undefined> {
  const rootDir = process.cwd();
  const dev = await startDevServer({
    rootDir,
    configFile: path.resolve(rootDir, options.config),
    docsDir: options.docs ? path.resolve(rootDir, options.docs) : undefined,
    cacheDir: options.cacheDir ? path.resolve(rootDir, options.cacheDir) : undefined,
    reporter: consoleReporter(),
    format: formatDiagnostic,
    onRebuild(diagnostics, ms) {
      const { errors, warnings } = printDiagnostics(diagnostics.filter((d) => d.severity === 'error'));
      process.stderr.write(
        `rebuilt in ${formatMs(ms)}: ${errors} errors, ${warnings + diagnostics.filter((d) => d.severity === 'warning').length} warnings\n`,
      );
    },
  });
  try {
    const url = await listen(dev.server, options.port, options.host);
    process.stderr.write(`docsgen dev server at ${url}/ (Ctrl+C to stop)\n`);
    void dev.warmUp();
  } catch (error) {
    process.stderr.write(listenFailure(error, options.host, options.port));
    await dev.close();
    return 1;
  }
  process.on('SIGTERM', () => void dev.close().then(() => process.exit(0)));
  return undefined;
}
