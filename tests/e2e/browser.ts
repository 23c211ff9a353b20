// Starts Debian's chromium through playwright-core with the flags this machine needs.
import { chromium, type Browser } from 'playwright-core';

/** Flags for headless chromium on a machine with no network (playwright gives each launch a fresh profile). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A headless chromium; each `newContext()` is an isolated profile. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
  });
}
