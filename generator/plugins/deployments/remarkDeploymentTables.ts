// Replaces `::deployments{protocol="v4" chain="1"}` directives with address tables built from the Uniswap packages' data.
import type { PhrasingContent, Root, Table, TableCell, TableRow } from 'mdast';
import type { LeafDirective } from 'mdast-util-directive';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { walkTree } from '../pluginApi.js';
import { chainInfo } from './chainInfo.js';
import {
  DEPLOYMENT_PROTOCOLS,
  type DeploymentRow,
  deploymentChainIds,
  deploymentRows,
  isDeploymentProtocol,
} from './deploymentRows.js';

/** Options of the deployment tables plugin. */
export interface RemarkDeploymentTablesOptions {
  /** Name of the leaf directive to replace (default `deployments`). */
  name?: string;
  /** Awaited before a page's tables are built (the plugin loads the address maps there); without it they are read in-thread. */
  ready?: () => Promise<void>;
}

/** Why a directive could not become a table, and what to write instead. */
interface DirectiveProblem {
  reason: string;
  hint: string;
}

const HEADER = ['Chain', 'Chain ID', 'Contract', 'Address', 'Explorer'];

/** Remark plugin: each `::deployments` leaf directive becomes a GFM table; a bad one is removed and reported as an error. */
export function remarkDeploymentTables(options: RemarkDeploymentTablesOptions = {}) {
  const name = options.name ?? 'deployments';
  return async (tree: Root, file: VFile) => {
    // A leaf directive is written `::name` in the page; most pages have none, and need no walk over their tree.
    if (!String(file.value).includes(`::${name}`)) return;
    await options.ready?.();
    walkTree<LeafDirective>(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== name) return;
      const rows = directiveRows(node);
      if ('reason' in rows) {
        const message = file.message(rows.reason, { place: node.position, ruleId: 'deployments', source: 'docsgen' });
        message.fatal = true;
        message.note = rows.hint;
        parent.children.splice(index, 1);
        return index;
      }
      parent.children.splice(index, 1, deploymentTable(rows, node.position));
      return index + 1;
    });
  };
}

/** The rows a directive asks for, or what is wrong with it. */
function directiveRows(node: LeafDirective): DeploymentRow[] | DirectiveProblem {
  const { protocol, chain } = node.attributes ?? {};
  if (!protocol || !isDeploymentProtocol(protocol)) {
    return {
      reason: protocol ? `Unknown deployments protocol "${protocol}".` : 'The deployments directive has no protocol.',
      hint: `Write ::deployments{protocol="..."} with one of: ${DEPLOYMENT_PROTOCOLS.join(', ')}.`,
    };
  }
  const chainId = chain ? Number(chain) : undefined;
  const validChains = () =>
    deploymentChainIds(protocol)
      .map((id) => `${id} (${chainInfo(id).name})`)
      .join(', ');
  if (chain !== undefined && chain !== null && !(Number.isInteger(chainId) && chainId! > 0)) {
    return {
      reason: `The deployments chain "${chain}" is not a chain id.`,
      hint: `Use a numeric chain id; ${protocol} has data for ${validChains()}.`,
    };
  }
  const rows = deploymentRows(protocol, chainId);
  if (rows.length === 0) {
    return {
      reason: `The Uniswap packages have no ${protocol} deployment${chainId === undefined ? '' : ` on chain ${chainId}`}.`,
      hint: `${protocol} has data for chains ${validChains()}.`,
    };
  }
  return rows;
}

/** A GFM table with one row per contract; the chain cells are written once per chain. */
function deploymentTable(rows: DeploymentRow[], position: Position | undefined): Table {
  const at = <T extends object>(node: T) => ({ ...node, position });
  const cell = (children: PhrasingContent[]): TableCell => at({ type: 'tableCell' as const, children });
  const text = (value: string): PhrasingContent[] => (value ? [at({ type: 'text' as const, value })] : []);
  const header: TableRow = at({ type: 'tableRow' as const, children: HEADER.map((h) => cell(text(h))) });
  const body = rows.map((row, i): TableRow => {
    const firstOfChain = i === 0 || rows[i - 1]!.chainId !== row.chainId;
    const explorer: PhrasingContent[] = row.explorerUrl
      ? [at({ type: 'link' as const, url: row.explorerUrl, children: text(row.explorerName ?? 'Explorer') as never })]
      : [];
    return at({
      type: 'tableRow' as const,
      children: [
        cell(text(firstOfChain ? row.chainName : '')),
        cell(text(firstOfChain ? String(row.chainId) : '')),
        cell(text(row.contract)),
        cell([at({ type: 'inlineCode' as const, value: row.address })]),
        cell(explorer),
      ],
    });
  });
  return at({ type: 'table' as const, align: [null, 'right', null, null, null], children: [header, ...body] });
}
