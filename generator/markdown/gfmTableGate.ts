// GFM tables, tried only at the lines that can head one. micromark tries the table construct at the start of every
// line of flow content (a paragraph's lines included, to see whether a table interrupts it), and the construct reads
// the whole line as a head row before it finds that the next line is no delimiter row: about a sixth of the parse of
// a page. A table's second line is its delimiter row, which holds only `|`, `:`, `-`, spaces and tabs after the `>`
// and indentation of the containers it is in, so a line followed by any other line cannot head a table.
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Construct, Extension, TokenizeContext } from 'micromark-util-types';

/** A line that may be a delimiter row: container prefixes, then only delimiter row characters. */
const mayBeDelimiterRow = /^[\t >]*[|:-][\t |:-]*$/;

/** micromark's line endings: each ends a line, and lines are numbered from 1. */
const lineEnding = /\r\n|\r|\n/;

/** The table extension of a parser, and how that parser reads a document with it. */
export interface GatedTable {
  extension: Extension;
  /** Runs `parse` (which parses `document`, synchronously) with the table tried only where it can start. */
  parsing<T>(document: string, parse: () => T): T;
}

/**
 * micromark-extension-gfm-table's construct, which at a line that no possible delimiter row follows fails at once
 * (unless the line continues a table: a body row needs no delimiter row after it). Outside `parsing` it is the
 * construct itself.
 */
export function gatedGfmTable(): GatedTable {
  const table = gfmTable().flow!.null as Construct;
  /** By line number: whether the line may be a delimiter row, for the document being parsed. */
  let delimiterRows: boolean[] | undefined;
  const construct: Construct = {
    ...table,
    tokenize(effects, ok, nok) {
      if (delimiterRows && !delimiterRows[this.now().line + 1] && !continuesTable(this)) return nok;
      return table.tokenize.call(this, effects, ok, nok);
    },
  };
  return {
    extension: { flow: { null: [construct] } },
    parsing(document, parse) {
      delimiterRows = [false, ...document.split(lineEnding).map((line) => mayBeDelimiterRow.test(line))];
      try {
        return parse();
      } finally {
        delimiterRows = undefined;
      }
    },
  };
}

/**
 * True when the construct starts right after a table's head or a row (line endings and prefixes apart), where it
 * reads a body row: the test the table construct makes itself.
 */
function continuesTable({ events }: TokenizeContext): boolean {
  let index = events.length - 1;
  while (index > -1 && (events[index]![1].type === 'lineEnding' || events[index]![1].type === 'linePrefix')) index--;
  const tail = index > -1 ? events[index]![1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}
