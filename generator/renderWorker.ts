// A render thread of a build (see markdown/renderPool.ts): loads the config and its plugins, as the pipeline does in
// the main thread, and renders the pages it is sent.
import { workerData } from 'node:worker_threads';
import { loadConfig } from './config/loadConfig.js';
import { sitePlugins } from './plugins/builtinPlugins.js';
import { markdownOptionsOf } from './markdown/markdownOptions.js';
import { createPageProcessor } from './markdown/pageProcessor.js';
import type { RenderThreadSetup, ThreadRender } from './markdown/renderPool.js';
import { answerJobs } from './jobThreads.js';
import type { SourcePage } from './types.js';

const setup = workerData as RenderThreadSetup;
const loaded = await loadConfig(setup.configFile, setup.rootDir, setup.cacheDir);
// Another config than the build's (the file was edited since it was loaded) would render other pages: the build
// renders them itself instead (an error here ends this thread, and its pages go back).
if (!loaded.config || loaded.codeHash !== setup.codeHash) throw new Error('the config changed during the build');
const processor = createPageProcessor(markdownOptionsOf(loaded.config, sitePlugins(loaded.config), setup));
answerJobs(async (page: SourcePage): Promise<ThreadRender> => {
  const { markdown: _markdown, ...rendered } = await processor.process(page);
  return rendered;
});
