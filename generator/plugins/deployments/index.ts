// The deployments plugin: `::deployments{protocol=... chain=...}` tables of contract addresses from package data.
import type { Plugin } from '../../types.js';
import { remarkDeploymentTables, type RemarkDeploymentTablesOptions } from './remarkDeploymentTables.js';

export { remarkDeploymentTables } from './remarkDeploymentTables.js';
export { DEPLOYMENT_PROTOCOLS, deploymentRows, type DeploymentProtocol, type DeploymentRow } from './deploymentRows.js';

/** A docsgen plugin that adds the deployment tables to the markdown stage. */
export function deploymentsPlugin(options: RemarkDeploymentTablesOptions = {}): Plugin {
  return { name: 'deployments', remarkPlugins: [[remarkDeploymentTables, options]] };
}
