// The deployments plugin: `::deployments{protocol=... chain=...}` tables of contract addresses from package data.
import type { Plugin } from '../../types.js';
import { loadDeploymentData } from './deploymentData.js';
import { remarkDeploymentTables, type RemarkDeploymentTablesOptions } from './remarkDeploymentTables.js';

export { remarkDeploymentTables } from './remarkDeploymentTables.js';
export { DEPLOYMENT_PROTOCOLS, deploymentRows, type DeploymentProtocol, type DeploymentRow } from './deploymentRows.js';

/** A docsgen plugin that adds the deployment tables to the markdown stage. */
export function deploymentsPlugin(options: RemarkDeploymentTablesOptions = {}): Plugin {
  return {
    name: 'deployments',
    // The packages' address maps, read before the markdown stage needs them (see deploymentData.ts).
    async loadContent({ cacheDir }) {
      await loadDeploymentData(cacheDir);
      return {};
    },
    remarkPlugins: [[remarkDeploymentTables, options]],
  };
}
