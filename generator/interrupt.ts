// Undoes half-done work when the process is interrupted (Ctrl+C, SIGTERM), then lets the signal end it as usual.

const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const cleanups = new Set<() => void>();

function onSignal(signal: NodeJS.Signals): void {
  for (const cleanup of [...cleanups].reverse()) {
    try {
      cleanup();
    } catch {
      // The process is ending: one cleanup failing must not keep the others from running.
    }
  }
  cleanups.clear();
  for (const name of signals) process.removeListener(name, onSignal);
  // With the handlers gone, the signal's default action ends the process with the exit status a shell expects.
  process.kill(process.pid, signal);
}

/**
 * Runs `cleanup` (synchronous: the process ends right after) if a signal interrupts the process before the returned
 * function is called. Handlers are installed only while a cleanup is pending, so other code sees the default behaviour.
 */
export function cleanUpOnInterrupt(cleanup: () => void): () => void {
  if (cleanups.size === 0) for (const name of signals) process.on(name, onSignal);
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
    if (cleanups.size === 0) for (const name of signals) process.removeListener(name, onSignal);
  };
}
