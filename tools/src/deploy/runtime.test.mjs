// The runtime check against the runtime table of the installed firebase-tools (not a copy), at a
// fixed date: nothing here depends on today's date.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRuntime, loadRuntimeTable } from './runtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const NOW = new Date('2026-11-27T12:00:00Z');
const at = (/** @type {string} */ runtime) => ({
  functions: [{ source: 'functions', codebase: 'default', runtime }],
});

describe('loadRuntimeTable', () => {
  it('reads the installed firebase-tools table, with dates for the Node runtimes', () => {
    const table = loadRuntimeTable();
    for (const runtime of ['nodejs20', 'nodejs22', 'nodejs24']) {
      expect(table[runtime]?.deprecationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(table[runtime]?.decommissionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('refuses, in one line, when the table cannot be found', () => {
    const missing = 'firebase-tools/lib/deploy/functions/runtimes/no-such-table.js';
    expect(() => loadRuntimeTable(missing)).toThrow(
      /^Cannot read the runtime table of firebase-tools \(firebase-tools\/lib\/deploy\/functions\/runtimes\/no-such-table\.js\)/,
    );
    const problems = checkRuntime(at('nodejs24'), () => loadRuntimeTable(missing), NOW);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^Cannot read the runtime table/);
  });
});

describe('checkRuntime with the installed table on 2026-11-27', () => {
  it('refuses nodejs20, decommissioned on 2026-10-30', () => {
    expect(checkRuntime(at('nodejs20'), loadRuntimeTable, NOW)).toEqual([
      `firebase.json's functions codebase "default" runs nodejs20 (Node.js 20), decommissioned on 2026-10-30: upgrade the runtime.`,
    ]);
  });

  it('refuses nodejs22, deprecated on 2027-04-30 (154 days away, under 180)', () => {
    expect(checkRuntime(at('nodejs22'), loadRuntimeTable, NOW)).toEqual([
      `firebase.json's functions codebase "default" runs nodejs22 (Node.js 22), which will be deprecated on 2027-04-30 (less than 180 days from now): upgrade the runtime.`,
    ]);
  });

  it('accepts nodejs24, and the repository firebase.json (every codebase) passes', () => {
    expect(checkRuntime(at('nodejs24'), loadRuntimeTable, NOW)).toEqual([]);
    const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
    expect(checkRuntime(config, loadRuntimeTable, NOW)).toEqual([]);
  });

  it('refuses a runtime the table does not know, and checks each codebase', () => {
    const problems = checkRuntime(
      {
        functions: [
          { codebase: 'default', runtime: 'nodejs24' },
          { codebase: 'jobs', runtime: 'nodejs99' },
          { codebase: 'old', runtime: 'nodejs20' },
        ],
      },
      loadRuntimeTable,
      NOW,
    );
    expect(problems.map((p) => p.split(',')[0])).toEqual([
      `firebase.json's functions codebase "jobs" declares runtime "nodejs99"`,
      `firebase.json's functions codebase "old" runs nodejs20 (Node.js 20)`,
    ]);
    expect(problems[0]).toContain('which the installed firebase-tools does not know');
  });

  it('counts the margin from the table: the day 180 days before deprecation is refused', () => {
    const table = { nodejs30: { deprecationDate: '2030-07-01', decommissionDate: '2031-01-01' } };
    const config = { functions: { runtime: 'nodejs30' } };
    expect(checkRuntime(config, () => table, new Date('2030-01-01T23:59:59Z'))).toEqual([]);
    expect(checkRuntime(config, () => table, new Date('2030-01-02T00:00:00Z'))).toHaveLength(1);
  });
});
