/** Debian's Chromium (never a downloaded build): what e2e suites and the bench drive. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for headless Chromium on these machines (docs/architecture.md §9): no sandbox as root, and no
 * background networking, whose connections the closed network refuses many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
