// The dev server's live-reload events, and a reader of the stream for Node (the benchmark and the tests use it).
import http from 'node:http';

/** What the dev server sends after each rebuild. */
export interface DevEvent {
  type: 'reload' | 'error';
  errors?: string[];
}

/** A subscription to the event stream: events queue until read. */
export interface DevEventReader {
  next(): Promise<DevEvent>;
  /** Forgets events received but not read yet. */
  clear(): void;
  close(): void;
}

/** Connects to the server-sent event stream at `url`. */
export function readDevEvents(url: string): Promise<DevEventReader> {
  return new Promise((resolve, reject) => {
    const queue: DevEvent[] = [];
    const waiting: Array<(event: DevEvent) => void> = [];
    const request = http.get(url, (res) => {
      res.setEncoding('utf8');
      // An event can arrive split across chunks: only complete lines are parsed.
      let buffered = '';
      res.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: ')) continue;
          const event = JSON.parse(line.slice(6)) as DevEvent;
          const waiter = waiting.shift();
          if (waiter) waiter(event);
          else queue.push(event);
        }
      });
      resolve({
        next: () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise((r) => waiting.push(r))),
        clear: () => void queue.splice(0),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
