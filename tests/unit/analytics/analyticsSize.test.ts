// The bench measurement of the analytics island: found through the entry's dynamic imports, sized beyond the first load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsChunkGzipSize, measureAnalyticsChunk } from '../../../bench/analyticsSize.js';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build folder with the given files (paths relative to it). */
function buildWith(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'docsgen-analytics-size-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
const analyticsCode = `import{a as d}from"./chunk-SHARED.js";import"./chunk-SDK.js";fetch(u,{headers:{"x-origin-application":"docs"},keepalive:!0});export{d as mountAnalytics};`;
const sdkCode = 'var amplitude="sdk";export{amplitude as a};';

describe('measureAnalyticsChunk', () => {
  it('sizes the lazily imported analytics chunk and the chunks only it needs, not the shared ones', () => {
    const build = buildWith({
      'index.html': '<html><head><script type="module" src="/assets/main-AAA.js"></script></head></html>',
      'assets/main-AAA.js':
        'import{a as p}from"./chunks/chunk-SHARED.js";import("./chunks/search-BBB.js");import("./chunks/analytics-CCC.js").then(m=>m.mountAnalytics(p));',
      'assets/chunks/chunk-SHARED.js': 'var e="docsgen-data";export{e as a};',
      'assets/chunks/search-BBB.js': 'export const search=1;',
      'assets/chunks/analytics-CCC.js': analyticsCode,
      'assets/chunks/chunk-SDK.js': sdkCode,
    });
    const size = measureAnalyticsChunk(build);
    expect(size.files).toEqual(['assets/chunks/analytics-CCC.js', 'assets/chunks/chunk-SDK.js']);
    expect(size.gzipBytes).toBe(gz(analyticsCode) + gz(sdkCode));
    expect(analyticsChunkGzipSize(build)).toBe(size.gzipBytes);
    expect(size.firstLoad).toMatchObject({
      files: ['assets/chunks/chunk-SHARED.js', 'assets/main-AAA.js'],
      includesAnalytics: false,
    });
  });

  it('says when the analytics code is in the first load', () => {
    const build = buildWith({
      'index.html': '<script type="module" src="/assets/main-AAA.js"></script>',
      'assets/main-AAA.js': 'import"./chunks/chunk-SDK.js";import("./chunks/analytics-CCC.js");',
      'assets/chunks/chunk-SDK.js': 'export const h="x-origin-application";',
      'assets/chunks/analytics-CCC.js': 'import"./chunk-SDK.js";',
    });
    expect(measureAnalyticsChunk(build).firstLoad.includesAnalytics).toBe(true);
  });

  it('fails with a hint when no lazy chunk holds the island', () => {
    const build = buildWith({
      'index.html': '<script type="module" src="/assets/main-AAA.js"></script>',
      'assets/main-AAA.js': 'console.log(1);',
    });
    expect(() => measureAnalyticsChunk(build)).toThrow(/is analytics enabled/);
  });
});
