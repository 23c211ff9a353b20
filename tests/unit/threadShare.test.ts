// Data shared by the main thread with the render threads: the channel works the same within one thread, so both
// sides are tried here.
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { offerToThreads, takeFromMainThread } from '../../generator/threadShare.js';

describe('data shared with the render threads', () => {
  it('answers a request with what the main thread loaded, which the thread then does not load', async () => {
    const name = randomUUID();
    offerToThreads(name, Promise.resolve({ chains: [1, 10] }));
    const load = vi.fn(() => ({ chains: [] as number[] }));
    expect(await takeFromMainThread(name, load)).toEqual({ chains: [1, 10] });
    expect(load).not.toHaveBeenCalled();
  });

  it('sends the data to a thread that asked before the main thread started loading it', async () => {
    const name = randomUUID();
    const load = vi.fn(() => 'loaded here');
    const taken = takeFromMainThread(name, load);
    let finish!: (value: string) => void;
    offerToThreads(name, new Promise<string>((resolve) => (finish = resolve)));
    finish('loaded there');
    expect(await taken).toBe('loaded there');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the data in the thread when loading it failed on the main thread, so the thread reports the error', async () => {
    const name = randomUUID();
    offerToThreads(name, Promise.reject(new Error('no such package')));
    await expect(
      takeFromMainThread(name, () => {
        throw new Error('no such package here');
      }),
    ).rejects.toThrow('no such package here');
  });
});
