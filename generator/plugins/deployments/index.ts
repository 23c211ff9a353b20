// The deployments plugin: `::deployments{protocol=... chain=...}` tables of contract addresses from package data.
import type { CacheEntries } from '../../cache/buildCache.js';
import type { Plugin } from '../pluginApi.js';
import { loadDeploymentData } from './deploymentData.js';
import { remarkDeploymentTables, type RemarkDeploymentTablesOptions } from './remarkDeploymentTables.js';

export { remarkDeploymentTables } from './remarkDeploymentTables.js';
export { DEPLOYMENT_PROTOCOLS, deploymentRows, type DeploymentProtocol, type DeploymentRow } from './deploymentRows.js';

/** A docsgen plugin that adds the deployment tables to the markdown stage. */
export function deploymentsPlugin(options: RemarkDeploymentTablesOptions = {}): Plugin {
  let cache: CacheEntries | undefined;
  return {
    name: 'deployments',
    // The address maps start loading on a worker thread now (see deploymentData.ts); only the first page with a table
    // waits for them. A failure is reported on the pages with tables.
    loadContent(ctx) {
      cache = ctx.cache;
      loadDeploymentData(cache).catch(() => undefined);
      return {};
    },
    remarkPlugins: [[remarkDeploymentTables, { ready: () => loadDeploymentData(cache), ...options }]],
  };
}
