// The snapshot builder: one builder at a time (lease), a burst of bumps coalesces into few
// builds, only the lease holder waits for a quiet period, the newest version always ends up
// stored, and an abandoned lease is taken over. Sleeps move a fake clock: no real waits.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFirestore } from '../../test-utils/fake-firestore.js';
import { CONTENTS, PAGES } from '../../test-utils/search-corpus.js';
import { SearchIndex } from './search-index.js';
import {
  LEASE_MS,
  MAX_QUIET_WAIT_MS,
  QUIET_MS,
  WAIT_BUDGET_MS,
  refreshSnapshot,
} from './snapshot-builder.js';
import { snapshotPath, type SnapshotStore } from './snapshot.js';

const state = { nowMs: 1_000_000 };
let fake: FakeFirestore;
vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('../../lib/clock.js', () => ({ now: () => new Date(state.nowMs) }));
vi.mock('../../lib/firebase.js', () => ({ db: () => fake }));

const LEASE_PATH = 'meta/searchSnapshotLease';

function memoryStore() {
  const versions = new Set<number>();
  const store: SnapshotStore = {
    newest: async () => {
      if (!versions.size) return null;
      const version = Math.max(...versions);
      return { version, path: snapshotPath(version), bytes: 1 };
    },
    read: async () => Buffer.alloc(0),
    write: async (version, gz) => (
      versions.add(version),
      { version, path: snapshotPath(version), bytes: gz.length }
    ),
    deleteOlderThan: async (version) => {
      for (const v of versions) if (v < version) versions.delete(v);
    },
  };
  return { store, versions };
}

/**
 * A content version and a build that can be held open, to bump the version mid-build. Its sleep
 * moves the fake clock, records the wait and calls `onSleep` (a change arriving meanwhile).
 */
function content() {
  let version = 1;
  const built: number[] = [];
  const slept: number[] = [];
  const hooks = { onSleep: () => {}, onBuild: () => {} };
  let gate: Promise<void> = Promise.resolve();
  let release = () => {};
  return {
    built,
    slept,
    hooks,
    bump: () => (version += 1),
    hold: () => {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    deps: {
      version: async () => version,
      build: async () => {
        built.push(version);
        hooks.onBuild();
        await gate;
        return SearchIndex.build(CONTENTS, PAGES);
      },
      sleep: async (ms: number) => {
        slept.push(ms);
        state.nowMs += ms;
        hooks.onSleep();
      },
    },
  };
}

beforeEach(() => {
  fake = new FakeFirestore();
  state.nowMs = 1_000_000;
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('refreshSnapshot', () => {
  it('writes the snapshot of the current version and lets the lease go', async () => {
    const { store, versions } = memoryStore();
    const c = content();
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(run.written.map((w) => w.version)).toEqual([1]);
    expect(run.written[0]!.bytes).toBeGreaterThan(0);
    expect([...versions]).toEqual([1]);
    expect(fake.read(LEASE_PATH)).toBeUndefined();
    // Up to date: the next event builds nothing.
    expect((await refreshSnapshot({ store, ...c.deps })).written).toEqual([]);
  });

  it('coalesces a burst: events during a build return at once; the builder catches up', async () => {
    const { store, versions } = memoryStore();
    const c = content();
    c.hold();
    const first = refreshSnapshot({ store, ...c.deps });
    await vi.waitFor(() => expect(c.built).toEqual([1]));
    // Three more changes while the first build runs: their events find the lease taken.
    for (let i = 0; i < 3; i++) {
      c.bump();
      expect(await refreshSnapshot({ store, ...c.deps })).toEqual({
        written: [],
        leaseTaken: true,
      });
    }
    c.release();
    const run = await first;
    // Two builds for four versions: 1 (started before the burst), then 4 (the newest).
    expect(run.written.map((w) => w.version)).toEqual([1, 4]);
    expect([...versions]).toEqual([4]);
    expect(fake.read(LEASE_PATH)).toBeUndefined();
  });

  it('takes over a lease whose holder outlived the trigger timeout', async () => {
    const { store, versions } = memoryStore();
    const c = content();
    const expiresAtMs = state.nowMs + LEASE_MS;
    fake.put(LEASE_PATH, { holder: 'crashed', expiresAt: Timestamp.fromMillis(expiresAtMs) });
    expect((await refreshSnapshot({ store, ...c.deps })).leaseTaken).toBe(true);
    state.nowMs += LEASE_MS + 1;
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(run.written.map((w) => w.version)).toEqual([1]);
    expect([...versions]).toEqual([1]);
  });

  it('takes over a lease that does not fit its schema, as an abandoned one', async () => {
    const { store } = memoryStore();
    const c = content();
    // Half-written: no expiry, so nobody could ever tell it had ended.
    fake.put(LEASE_PATH, { holder: 'crashed', expiresAt: 'soon' });
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(run.written.map((w) => w.version)).toEqual([1]);
    expect(fake.read(LEASE_PATH)).toBeUndefined();
  });

  it('lets the lease go when the build fails, so the next event can build', async () => {
    const { store } = memoryStore();
    const c = content();
    const failing = { ...c.deps, build: () => Promise.reject(new Error('unavailable')) };
    await expect(refreshSnapshot({ store, ...failing })).rejects.toThrow('unavailable');
    expect(fake.read(LEASE_PATH)).toBeUndefined();
    expect((await refreshSnapshot({ store, ...c.deps })).written).toHaveLength(1);
  });

  it('waits for a quiet period before building a single change', async () => {
    const { store, versions } = memoryStore();
    const c = content();
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(c.slept).toEqual([QUIET_MS]);
    expect(run.written.map((w) => w.version)).toEqual([1]);
    expect([...versions]).toEqual([1]);
  });

  it('builds once, for the newest version, when a burst goes on during the wait', async () => {
    const { store, versions } = memoryStore();
    const c = content();
    let bumps = 0;
    c.hooks.onSleep = () => {
      if (bumps < 7) bumps = c.bump() - 1;
    };
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(c.built).toEqual([8]);
    expect(run.written.map((w) => w.version)).toEqual([8]);
    expect([...versions]).toEqual([8]);
    // Seven waits that saw a change, then one that saw none.
    expect(c.slept).toEqual(Array(8).fill(QUIET_MS));
  });

  it('builds after MAX_QUIET_WAIT_MS when the burst does not end', async () => {
    const { store } = memoryStore();
    const c = content();
    c.hooks.onSleep = () => void c.bump();
    const startedAt = state.nowMs;
    c.hold();
    const running = refreshSnapshot({ store, ...c.deps });
    await vi.waitFor(() => expect(c.built).toHaveLength(1));
    expect(state.nowMs - startedAt).toBe(MAX_QUIET_WAIT_MS);
    // The build is for the version read when the wait ended.
    const version = await c.deps.version();
    expect(c.built).toEqual([version]);
    c.hooks.onSleep = () => {};
    c.release();
    await running;
  });

  it('never waits longer in total than WAIT_BUDGET_MS in one event', async () => {
    const { store } = memoryStore();
    const c = content();
    c.hooks.onSleep = () => void c.bump();
    c.hooks.onBuild = () => void c.bump();
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(sum(c.slept)).toBe(WAIT_BUDGET_MS);
    // The builds go on without waits once the budget is spent (the burst never ends here).
    expect(run.written.length).toBeGreaterThan(WAIT_BUDGET_MS / MAX_QUIET_WAIT_MS);
  });

  it('only the lease holder waits: events during its wait return at once', async () => {
    const { store, versions } = memoryStore();
    const c = content();
    const others: Promise<unknown>[] = [];
    const otherSlept: number[] = [];
    const sleep = async (ms: number) => void otherSlept.push(ms);
    c.hooks.onSleep = () => {
      if (others.length === 3) return;
      c.bump();
      others.push(refreshSnapshot({ store, ...c.deps, sleep }));
    };
    const run = await refreshSnapshot({ store, ...c.deps });
    expect(await Promise.all(others)).toEqual(Array(3).fill({ written: [], leaseTaken: true }));
    expect(otherSlept).toEqual([]);
    expect(run.written.map((w) => w.version)).toEqual([4]);
    expect([...versions]).toEqual([4]);
    expect(fake.read(LEASE_PATH)).toBeUndefined();
  });
});
