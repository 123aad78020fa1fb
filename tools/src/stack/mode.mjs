import { spawnSync } from 'node:child_process';

/**
 * Major version of the `java` on PATH, or 0 when there is none.
 * @returns {number}
 */
export function javaMajorVersion() {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) return 0;
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${out.stderr}${out.stdout}`);
  if (!match) return 0;
  // Java 8 and older report "1.8.0_x".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/**
 * Chooses the emulator mode of docs/architecture.md §8: `official` needs Java ≥ 21 for firebase-tools' Java
 * emulators; otherwise `light`. NOTESEA_EMULATORS=official|light overrides.
 * @returns {'official' | 'light'}
 */
export function detectMode() {
  const forced = process.env.NOTESEA_EMULATORS;
  if (forced === 'official' || forced === 'light') return forced;
  if (forced) throw new Error(`NOTESEA_EMULATORS must be "official" or "light", not "${forced}"`);
  return javaMajorVersion() >= 21 ? 'official' : 'light';
}
