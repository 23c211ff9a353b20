// What a failed code example reports, and how a checker's block-relative findings become page positions.
import type { CodeBlock } from './extractCodeBlocks.js';

/** A code example that did not compile, type-check or parse, located in its page. */
export interface ExampleFailure {
  /** Project-relative path of the page. */
  page: string;
  /** 1-based page line. */
  line: number;
  column?: number;
  /** The tool that rejected it (`solc 0.8.26`, `tsc 5.9.3`, `graphql`). */
  tool: string;
  message: string;
}

/**
 * A finding relative to one block of a checked group: what the cache stores, so that prose edited
 * above an example moves its reported line without invalidating the cached verdict.
 */
export interface BlockFinding {
  /** Index of the block in the group it was checked with. */
  block: number;
  /** 1-based line inside the block. */
  line: number;
  column?: number;
  message: string;
}

/** What a checker did: its failures and how many groups it compiled versus took from the cache. */
export interface CheckOutcome {
  failures: ExampleFailure[];
  compiled: number;
  cached: number;
}

/** Places block-relative findings of `blocks` on their page. */
export function findingsToFailures(blocks: CodeBlock[], findings: BlockFinding[], tool: string): ExampleFailure[] {
  return findings.map((finding) => {
    const block = blocks[finding.block] ?? blocks[0]!;
    const column = finding.column === undefined ? undefined : finding.column + block.column - 1;
    return { page: block.page, line: block.line + finding.line - 1, column, tool, message: finding.message };
  });
}

/** `page:line:column tool: message`, the one-line form used in test failure output. */
export function formatFailure(failure: ExampleFailure): string {
  const where = failure.column === undefined ? `${failure.line}` : `${failure.line}:${failure.column}`;
  return `${failure.page}:${where} ${failure.tool}: ${failure.message}`;
}

/** Adds up the outcomes of several checkers. */
export function mergeOutcomes(outcomes: CheckOutcome[]): CheckOutcome {
  return {
    failures: outcomes.flatMap((o) => o.failures),
    compiled: outcomes.reduce((n, o) => n + o.compiled, 0),
    cached: outcomes.reduce((n, o) => n + o.cached, 0),
  };
}
