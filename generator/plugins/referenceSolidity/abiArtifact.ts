// Turns a Hardhat artifact's ABI into the reference model, for contracts a package ships without source.
import type { SolFile, SolMember, SolType, SolVariable } from './model.js';

/** The parts of an ABI entry we read. */
interface AbiEntry {
  type: 'function' | 'event' | 'error' | 'constructor' | 'receive' | 'fallback';
  name?: string;
  inputs?: AbiParameter[];
  outputs?: AbiParameter[];
  stateMutability?: string;
  anonymous?: boolean;
}

interface AbiParameter {
  name: string;
  type: string;
  internalType?: string;
  indexed?: boolean;
  components?: AbiParameter[];
}

/** A Hardhat artifact: the contract name, the source it was compiled from and its ABI. */
interface Artifact {
  contractName: string;
  sourceName: string;
  abi: AbiEntry[];
}

const ELEMENTARY = /^(u?int\d*|bytes\d*|address( payable)?|bool|string|u?fixed[\dx]*|function)$/;

/** Member kinds in the order ABI entries are listed on the page. */
const ENTRY_KINDS: Record<AbiEntry['type'], SolMember['kind']> = {
  constructor: 'function',
  receive: 'function',
  fallback: 'function',
  function: 'function',
  event: 'event',
  error: 'error',
};

/** The model of an artifact (`artifactPath` relative to the package); the file path is the contract's source path. */
export function readAbiArtifact(artifactPath: string, json: string): SolFile {
  const artifact = JSON.parse(json) as Artifact;
  return {
    path: artifact.sourceName,
    abiArtifact: artifactPath,
    imports: [],
    definitions: [
      {
        kind: 'contract',
        name: artifact.contractName,
        line: 1,
        bases: [],
        members: artifact.abi.map(abiMember),
        fromAbi: true,
      },
    ],
  };
}

function abiMember(entry: AbiEntry): SolMember {
  const isFunction = ENTRY_KINDS[entry.type] === 'function';
  const mutability =
    entry.stateMutability && entry.stateMutability !== 'nonpayable' ? entry.stateMutability : undefined;
  return {
    kind: ENTRY_KINDS[entry.type],
    name: entry.name ?? entry.type,
    line: 1,
    params: (entry.inputs ?? []).map(abiVariable),
    returns: (entry.outputs ?? []).map(abiVariable),
    ...(isFunction && entry.type !== 'constructor' ? { visibility: 'external' } : {}),
    ...(isFunction && mutability ? { mutability } : {}),
    ...(entry.anonymous ? { anonymous: true } : {}),
  };
}

function abiVariable(parameter: AbiParameter): SolVariable {
  return { name: parameter.name, type: abiType(parameter), ...(parameter.indexed ? { indexed: true } : {}) };
}

/** The source-level type: `internalType` keeps struct, enum and contract names that `type` loses. */
function abiType(parameter: AbiParameter): SolType {
  const internal = parameter.internalType ?? parameter.type;
  const array = /^(.*)\[(\d*)\]$/.exec(internal);
  if (array) {
    const base = abiType({ ...parameter, internalType: array[1]!, type: parameter.type.replace(/\[\d*\]$/, '') });
    return { kind: 'array', base, ...(array[2] ? { length: array[2] } : {}) };
  }
  const named = /^(?:struct|enum|contract) (.+)$/.exec(internal);
  if (named) return { kind: 'user', path: named[1]! };
  // solc writes a user-defined value type's internalType as its bare name (`Currency`).
  if (!ELEMENTARY.test(internal) && internal !== 'tuple') return { kind: 'user', path: internal };
  if (internal === 'tuple' && parameter.components)
    return { kind: 'elementary', name: `(${parameter.components.map((c) => c.type).join(',')})` };
  return { kind: 'elementary', name: internal };
}
