// A render thread of a build (see markdown/renderPool.ts): loads the config and its plugins, as the pipeline does in
// the main thread, and renders the pages it is sent.
import { workerData, type MessagePort } from 'node:worker_threads';
import { openBuildCache } from './cache/buildCache.js';
import { loadConfig } from './config/loadConfig.js';
import { sitePlugins } from './plugins/builtinPlugins.js';
import { markdownOptionsOf } from './markdown/markdownOptions.js';
import { createPageProcessor } from './markdown/pageProcessor.js';
import { remoteCodeHighlighter } from './markdown/codeHighlighter.js';
import type { RenderJob, RenderThreadSetup } from './markdown/renderPool.js';
import { storeRender, type StoredRender } from './markdown/renderMarkdown.js';
import { answerJobs } from './jobThreads.js';

const setup = workerData as RenderThreadSetup;
const loaded = await loadConfig(setup.configFile, setup.rootDir, setup.cacheDir);
// Another config than the build's (the file was edited since it was loaded) would render other pages: the build
// renders them itself instead (an error here ends this thread, and its pages go back).
if (!loaded.config || loaded.codeHash !== setup.codeHash) throw new Error('the config changed during the build');
// The highlighting thread's port, when the pool has one: the grammars are then compiled there once for all.
const highlightPort = (workerData as { own?: MessagePort }).own;
const processor = createPageProcessor(
  markdownOptionsOf(loaded.config, sitePlugins(loaded.config), setup),
  highlightPort ? remoteCodeHighlighter(highlightPort) : undefined,
);
// The build's cache, which this thread only writes: the page's body is stored here rather than sent to the main thread.
const cache = openBuildCache(setup.cacheDir, setup.fingerprint);
answerJobs(async ({ page, key }: RenderJob): Promise<StoredRender> => {
  const answer = storeRender(await processor.process(page), key, cache);
  // A page answered whole goes without its markdown, the page's own body, which the main thread has.
  return 'rendered' in answer ? { rendered: { ...answer.rendered, markdown: '' } } : answer;
});
