// Maps a line of a (possibly generated) source file back to the line of the file it came from.
import type { SourceFile } from '../types.js';

/** The line of `file.origin` that `line` of `file.contents` stands for. */
export function originLineOf(file: SourceFile, line: number | undefined): number | undefined {
  if (file.originLine !== undefined) return file.originLine;
  if (line === undefined || !file.insertedLines) return line;
  const { after, count } = file.insertedLines;
  if (line <= after) return line;
  return line <= after + count ? after : line - count;
}
