// Parses a code fence's meta string: `title="x.sol" {1,4-6} showLineNumbers fragment`.

/** What a fence's meta says. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** A deliberate fragment: not compiled by the example tests. */
  fragment: boolean;
}

const titlePattern = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const rangePattern = /\{([\d,\s-]+)\}/;

/** Reads the parts of a meta string docsgen understands. */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = titlePattern.exec(text);
  const range = rangePattern.exec(text);
  const withoutTitle = text.replace(titlePattern, '');
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlightLines: range ? parseRanges(range[1]!) : new Set(),
    showLineNumbers: /\bshowLineNumbers\b/.test(withoutTitle),
    fragment: /\bfragment\b/.test(withoutTitle),
  };
}

function parseRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const [from, to] = part.trim().split('-').map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    for (let line = from; line <= (to ?? from); line++) lines.add(line);
  }
  return lines;
}

const magicComment = /^\s*(?:\/\/|#|<!--|\/\*)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** Removes Docusaurus `highlight-next-line` / `highlight-start` / `highlight-end` comments, adding their lines. */
export function applyMagicComments(code: string, highlightLines: Set<number>): string {
  if (!code.includes('highlight-')) return code;
  const kept: string[] = [];
  let inRange = false;
  let nextLine = false;
  for (const line of code.split('\n')) {
    const match = magicComment.exec(line);
    if (match) {
      if (match[1] === 'next-line') nextLine = true;
      else inRange = match[1] === 'start';
      continue;
    }
    kept.push(line);
    if (inRange || nextLine) highlightLines.add(kept.length);
    nextLine = false;
  }
  return kept.join('\n');
}
