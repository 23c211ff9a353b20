// Prints the ratios of `npm run bench:docusaurus` (bench/docusaurus.json): how many times faster docsgen builds cold
// and warm, and how many times less memory it needs, on the same docs folder in one run.
import { existsSync, readFileSync } from 'node:fs';

/** What bench/docusaurus.ts writes (the memory figures only since it measures them). */
interface DocusaurusResult {
  date: string;
  docusaurus: { version: string; pages: number; peakRssMb?: number };
  docsgen: { pages: number; peakRssMb?: number };
  speedup: { cold: number; warm: number; memory?: number };
}

/** Prints the three ratios of `file`, or says how to measure them when it does not exist. */
export function printDocusaurusRatios(file: string): void {
  if (!existsSync(file)) {
    console.log('\nno bench/docusaurus.json: `npm run bench:docusaurus` measures Docusaurus on the same pages');
    return;
  }
  const result = JSON.parse(readFileSync(file, 'utf8')) as DocusaurusResult;
  const memory =
    result.speedup.memory !== undefined
      ? `, ${result.speedup.memory}× less memory (${result.docsgen.peakRssMb} MB against ${result.docusaurus.peakRssMb} MB)`
      : '';
  console.log(
    `\nagainst Docusaurus ${result.docusaurus.version} (bench/docusaurus.json, ${result.date.slice(0, 10)}): ${result.speedup.cold}× faster cold, ${result.speedup.warm}× faster warm${memory}`,
  );
}
