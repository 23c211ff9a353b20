// The docsgen command line: build, dev, serve and check-links.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { docsgenRoot } from '../generator/paths.js';

const { version } = JSON.parse(readFileSync(path.join(docsgenRoot, 'package.json'), 'utf8')) as { version: string };

function port(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new InvalidArgumentError('It must be a port number from 0 to 65535.');
  return n;
}

function workerCount(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 256)
    throw new InvalidArgumentError('It must be a whole number from 0 to 256.');
  return n;
}

/** Exit codes: 0 success, 1 bad input of any kind (a command line, content or config docsgen cannot take). */
async function main(argv: string[]): Promise<number | undefined> {
  let exitCode: number | undefined;
  const program = new Command('docsgen')
    .description('Build, preview and check the "Documentation and Guides" site.')
    .version(version, '-v, --version')
    .exitOverride()
    // Commander's own messages read as docsgen's diagnostics do: `error <message>`, then a hint.
    .configureOutput({ outputError: (message, write) => write(message.replace(/^error: /, 'error ')) });
  addCommands(program, (code) => (exitCode = code));
  program.showHelpAfterError('  hint: Run `docsgen --help` for the commands.');
  for (const command of program.commands)
    command.showHelpAfterError(`  hint: Run \`docsgen ${command.name()} --help\` for its options.`);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    return failureExitCode(error);
  }
  return exitCode;
}

/** The commands; each reports its exit code to `done`. */
function addCommands(program: Command, done: (exitCode: number | undefined) => void): void {
  program
    .command('build')
    .description('build the site into a folder of static files')
    .option('--out <dir>', 'output folder', 'build')
    .option('--docs <dir>', 'docs folder (default: docs.path of the config, content/docs)')
    .option('--config <file>', 'config file', 'site.config.ts')
    .option('--cache-dir <dir>', 'folder of the caches kept between builds (default: .docsgen-cache)')
    .option(
      '--workers <n>',
      'threads that render pages, 0 for the main thread alone (default: one per core; env DOCSGEN_WORKERS)',
      workerCount,
    )
    .action(async (options) => {
      // As Docusaurus does: a build is a production build unless NODE_ENV says otherwise. Set before React loads,
      // which picks its (much faster) production renderer from it. Commands are imported when run, which also
      // keeps `--help` and `--version` instant.
      process.env.NODE_ENV ??= 'production';
      done(await (await import('./build.js')).buildCommand(options));
    });

  program
    .command('dev')
    .description('serve the site with live reload, rebuilding on every change')
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--docs <dir>', 'docs folder')
    .option('--config <file>', 'config file', 'site.config.ts')
    .option('--cache-dir <dir>', 'folder of the caches kept between runs (default: .docsgen-cache)')
    .action(async (options) => {
      process.env.NODE_ENV ??= 'development';
      done(await (await import('./dev.js')).devCommand(options));
    });

  program
    .command('serve')
    .description('serve a built site')
    .option('--port <port>', 'port to listen on', port, 3000)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--dir <dir>', 'build folder', 'build')
    .action(async (options) => {
      done(await (await import('./serve.js')).serveCommand(options));
    });

  program
    .command('check-links')
    .description('check every internal link and #anchor of a built site')
    .option('--dir <dir>', 'build folder', 'build')
    .option('--config <file>', 'config file (default: site.config.ts, when there is one)')
    .option('--strict', 'treat warnings as errors', false)
    .action(async (options) => {
      done(await (await import('./checkLinks.js')).checkLinksCommand(options));
    });
}

/** The exit code of a command line that could not be parsed or run. */
function failureExitCode(error: unknown): number {
  if (error instanceof CommanderError) {
    // Help asked for (`--help`, `help`) and the version exit 0; help shown because no command was given, and every
    // command line commander refuses, exit 1 as any other bad input does.
    const benign = ['commander.helpDisplayed', 'commander.version'];
    return benign.includes(error.code) || (error.code === 'commander.help' && error.exitCode === 0) ? 0 : 1;
  }
  process.stderr.write(`docsgen: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`);
  process.stderr.write('  hint: This is a bug in docsgen; please report it with the command you ran.\n');
  return 1;
}

const code = await main(process.argv);
if (code !== undefined) process.exitCode = code;
