// Last-commit times of files, from one `git log` call for the whole folder.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Maps project-relative paths to their last commit time (ms); empty outside a git checkout. */
export async function gitLastUpdated(rootDir: string, folder: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  let stdout: string;
  try {
    ({ stdout } = await run(
      'git',
      ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--relative', '--', folder],
      { cwd: rootDir, maxBuffer: 64 * 1024 * 1024 },
    ));
  } catch {
    return times;
  }
  let current = 0;
  for (const line of stdout.split('\n')) {
    if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
    else if (line && !times.has(line)) times.set(line, current);
  }
  return times;
}

let commitHash: Promise<string | undefined> | undefined;

/** The commit being built: REACT_APP_GIT_COMMIT_HASH when set (as the original site did), else HEAD; once per process. */
export function gitCommitHashOf(rootDir: string): Promise<string | undefined> {
  commitHash ??= process.env.REACT_APP_GIT_COMMIT_HASH
    ? Promise.resolve(process.env.REACT_APP_GIT_COMMIT_HASH)
    : run('git', ['rev-parse', 'HEAD'], { cwd: rootDir }).then(
        ({ stdout }) => stdout.trim() || undefined,
        () => undefined,
      );
  return commitHash;
}
