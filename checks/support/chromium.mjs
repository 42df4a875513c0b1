// @ts-check
import { fileURLToPath } from 'node:url';
import { findChromium, thisMachine } from '../../scripts/check-tools.mjs';

/**
 * The Chromium the browser tests and the bench launch: the one `npm test` found or installed
 * (it sets CHROMIUM_PATH), else the first this machine has.
 */
export const CHROMIUM_PATH =
  findChromium(thisMachine(fileURLToPath(new URL('..', import.meta.url))))?.path ??
  '/usr/bin/chromium';

// As root on a closed network: no sandbox (it needs a user namespace), no background traffic.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
