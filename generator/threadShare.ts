// Data the main thread of a build loads once and its render threads (markdown/renderPool.ts) need too: a render
// thread asks for it over a BroadcastChannel rather than loading it again, on the core the pages are waiting for.
import { BroadcastChannel } from 'node:worker_threads';

/** How long a render thread waits for the main thread's answer before it loads the data itself. */
const answerTimeoutMs = 120_000;

/** What goes over the channel: a request, the data, or word that loading it failed. */
type ShareMessage<T> = { want: true } | { value: T } | { failed: true };

/**
 * On the main thread: sends `data` on the channel `name` once it is loaded (to the threads already waiting), and
 * answers each later request with it. The channel does not keep the process alive.
 */
export function offerToThreads<T>(name: string, data: Promise<T>): void {
  const channel = new BroadcastChannel(name);
  channel.unref();
  const answer = () =>
    data.then(
      (value) => channel.postMessage({ value } satisfies ShareMessage<T>),
      () => channel.postMessage({ failed: true } satisfies ShareMessage<T>),
    );
  channel.onmessage = (event) => {
    if ('want' in (event as { data: ShareMessage<T> }).data) void answer();
  };
  void answer();
}

/**
 * On a render thread: the data the main thread offers on the channel `name`. When loading it failed there, or no
 * answer comes (a thread started by something else than a build), `load` loads it here: that costs time, never a
 * different result, and a failure is reported from this thread.
 */
export function takeFromMainThread<T>(name: string, load: () => T | Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    const channel = new BroadcastChannel(name);
    const settle = (value: T | Promise<T>) => {
      clearTimeout(timer);
      channel.close();
      resolve(value);
    };
    const loadHere = () => settle(Promise.resolve().then(load));
    const timer = setTimeout(loadHere, answerTimeoutMs);
    channel.onmessage = (event) => {
      const message = (event as { data: ShareMessage<T> }).data;
      if ('value' in message) settle(message.value);
      else if ('failed' in message) loadHere();
    };
    channel.postMessage({ want: true } satisfies ShareMessage<T>);
  });
}
