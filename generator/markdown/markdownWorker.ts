// A worker thread of the markdown stage: builds its own processors, renders the pages it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config/loadConfig.js';
import { sitePlugins } from '../plugins/builtinPlugins.js';
import { loadPluginContent } from '../plugins/loadPluginContent.js';
import { createMarkdownRenderer, type CachedRender } from './renderMarkdown.js';
import type { MarkdownWorkerData, MarkdownWorkerMessage } from './renderAllPages.js';
import type { SourcePage } from '../types.js';

const data = workerData as MarkdownWorkerData;
const loaded = await loadConfig(data.configFile, data.rootDir, data.cacheDir);
if (!loaded.config) throw new Error('the config no longer loads');
const plugins = sitePlugins(loaded.config);
// Some markdown plugins read what their plugin loaded (reference indexes); the main thread has cached it already.
await loadPluginContent(plugins, { config: loaded.config, rootDir: data.rootDir, cacheDir: data.cacheDir });
const renderer = createMarkdownRenderer({
  ...data.options,
  keepInMemory: false,
  remarkPlugins: plugins.flatMap((p) => p.remarkPlugins ?? []),
  rehypePlugins: plugins.flatMap((p) => p.rehypePlugins ?? []),
});

const send = (message: MarkdownWorkerMessage) => parentPort!.postMessage(message);
// Every page a worker is sent misses the cache, so the processors are built before it says it is ready.
await renderer.prepare();
parentPort!.on('message', async (pages: SourcePage[]) => {
  const rendered: CachedRender[] = [];
  for (const page of pages) {
    const { page: _page, ...result } = await renderer.render(page);
    rendered.push(result);
  }
  send({ type: 'rendered', pages: rendered });
});
send({ type: 'ready' });
