/**
 * Writes the search index snapshot after content changes (snapshot.ts says what it is and how
 * instances load it). Run by the `searchSnapshot` trigger (triggers.ts) on every write of
 * `meta/content`, i.e. after every change the pipeline makes.
 *
 * Debounce by coalescing, and only the lease holder waits: a folder upload bumps the version
 * many times in a burst. One builder at a time holds a lease (`meta/searchSnapshotLease`, taken
 * with a create-precondition, because light mode has no transaction isolation); events that find
 * the lease taken return at once. Before each build the holder waits until the version has not
 * moved for QUIET_MS (at most MAX_QUIET_WAIT_MS per build, WAIT_BUDGET_MS per event), then
 * builds for the newest version, and looks again and builds again while the version moved
 * during its build — so a burst costs about (burst time / MAX_QUIET_WAIT_MS) + 1 builds, and the
 * last version of a burst always gets its snapshot. Without the wait the holder built back to
 * back for the whole burst: the seed's 306 PDF uploads cost 2–16 builds (up to 106 s of build
 * time on a loaded 2-core machine) competing with the ingest they followed; with it, 1 build. After letting the lease go it
 * looks once more, because a bump whose event found the lease just before it was released would
 * otherwise wait for the next change. A sleep in EVERY event ("build if still newest after N s")
 * was not chosen: each event would hold a function instance (and, locally, one of the functions
 * emulator's workers) for N s; here only the one holder does, and a single change is in the
 * snapshot QUIET_MS later than before.
 *
 * A lease older than LEASE_MS (the trigger's timeout: its holder was killed) is taken over.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { now } from '../../lib/clock.js';
import { isAlreadyExists } from '../../lib/errors.js';
import { storedData } from '../../lib/stored.js';
import { readContentVersion } from '../content/version.js';
import type { SearchIndex } from './search-index.js';
import { encodeSnapshot, storageSnapshotStore, type SnapshotStore } from './snapshot.js';
import { leaseDoc } from './stored.js';

/** A lease this old (ms) is abandoned: the trigger's timeout (triggers.ts, 540 s). */
export const LEASE_MS = 540_000;
/** Builds per lease at most (a never-ending burst still lets the lease go and others retry). */
const MAX_BUILDS_PER_LEASE = 5;
/** Lease rounds per event at most (each round starts with a check that costs 1 read + 1 list). */
const MAX_ROUNDS = 3;
/**
 * The holder builds once the version has not moved for this long (ms). The seed publishes its
 * 306 PDFs in ~20 s on a quiet 2-core machine and ~250 s on a loaded one (65–800 ms apart on
 * average), so a 1.5 s gap most often means the burst is over.
 */
export const QUIET_MS = 1_500;
/** Longest wait for a quiet period before one build (ms), so a long burst still gets snapshots. */
export const MAX_QUIET_WAIT_MS = 30_000;
/**
 * Longest the holder waits in one event in total (ms): with MAX_BUILDS_PER_LEASE × MAX_ROUNDS
 * builds per event, the waits must leave most of the trigger's 540 s for the builds themselves.
 */
export const WAIT_BUDGET_MS = 120_000;

export interface BuilderDeps {
  store: SnapshotStore;
  version: () => Promise<number>;
  build: () => Promise<SearchIndex>;
  /** Resolves after `ms` milliseconds (tests pass one that moves their clock instead). */
  sleep: (ms: number) => Promise<void>;
}

/** What one call did (logged, and read by tests). */
export interface SnapshotRun {
  /** Versions whose snapshot this call wrote, in order. */
  written: { version: number; bytes: number; rawBytes: number; pages: number; ms: number }[];
  /** True when another builder held the lease (it covers the newest version). */
  leaseTaken: boolean;
}

/**
 * Brings the stored snapshot up to the current content version (see the module docstring).
 * @throws what the build, the upload or Firestore throw (the trigger logs it; the next change,
 *   or an instance building from pages, covers it)
 */
export async function refreshSnapshot(deps?: Partial<BuilderDeps>): Promise<SnapshotRun> {
  const { store, version, build, sleep } = await resolveDeps(deps);
  const run: SnapshotRun = { written: [], leaseTaken: false };
  const budgetEndsAt = now().getTime() + WAIT_BUDGET_MS;
  /** The current version when the stored snapshot is older, else null. */
  const behind = async (): Promise<number | null> => {
    const [current, newest] = await Promise.all([version(), store.newest()]);
    return newest && newest.version >= current ? null : current;
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if ((await behind()) === null) return run;
    const release = await acquireLease();
    if (!release) {
      run.leaseTaken = true;
      return run;
    }
    try {
      for (let builds = 0; builds < MAX_BUILDS_PER_LEASE; builds++) {
        const behindAt = await behind();
        if (behindAt === null) break;
        const target = await waitForQuiet(behindAt, version, sleep, budgetEndsAt);
        const startedAt = performance.now();
        const index = await build();
        const { gz, rawBytes } = await encodeSnapshot(index);
        await store.write(target, gz, {
          rawBytes: String(rawBytes),
          pages: String(index.size.pages),
        });
        await store.deleteOlderThan(target);
        const ms = Math.round(performance.now() - startedAt);
        const written = {
          version: target,
          bytes: gz.length,
          rawBytes,
          pages: index.size.pages,
          ms,
        };
        run.written.push(written);
        logger.info('search snapshot written', written);
      }
    } finally {
      await release();
    }
  }
  return run;
}

async function resolveDeps(deps: Partial<BuilderDeps> = {}): Promise<BuilderDeps> {
  // Imported here so that loading the trigger module does not load the API's search service.
  const build = deps.build ?? (await import('./service.js')).buildFromFirestore;
  return {
    store: deps.store ?? storageSnapshotStore(),
    version: deps.version ?? readContentVersion,
    build,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
}

/**
 * Waits until the content version has not moved for QUIET_MS (it is read every QUIET_MS), or
 * until MAX_QUIET_WAIT_MS have passed or the event's wait budget (`budgetEndsAt`, epoch ms) is
 * spent, whichever comes first.
 * @param seen the version read just before
 * @returns the newest version read (the one to build)
 */
async function waitForQuiet(
  seen: number,
  version: () => Promise<number>,
  sleep: (ms: number) => Promise<void>,
  budgetEndsAt: number,
): Promise<number> {
  const endsAt = Math.min(now().getTime() + MAX_QUIET_WAIT_MS, budgetEndsAt);
  let last = seen;
  for (let left = endsAt - now().getTime(); left > 0; left = endsAt - now().getTime()) {
    await sleep(Math.min(QUIET_MS, left));
    const current = await version();
    if (current === last) break;
    last = current;
  }
  return last;
}

/**
 * Takes the builder lease; null when another live builder holds it.
 * @returns the release function (deletes the lease if still ours; never throws)
 */
async function acquireLease(): Promise<(() => Promise<void>) | null> {
  const ref = leaseDoc();
  const holder = randomUUID();
  const lease = {
    holder,
    expiresAt: Timestamp.fromMillis(now().getTime() + LEASE_MS),
  };
  const release = async () => {
    try {
      const snap = await ref.get();
      const mine = storedData(snap)?.holder === holder;
      if (mine) await ref.delete({ lastUpdateTime: snap.updateTime! });
    } catch (error) {
      logger.warn('search snapshot lease not released; it expires', { error: String(error) });
    }
  };
  try {
    await ref.create(lease);
    return release;
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  const held = await ref.get();
  // A lease that does not fit its schema (stored.ts; logged) is abandoned, as one without expiry.
  const expiresAt = storedData(held)?.expiresAt;
  if (expiresAt && expiresAt.toMillis() > now().getTime()) return null;
  // Abandoned (or released meanwhile): take it over, unless someone else just did.
  try {
    if (held.exists) await ref.delete({ lastUpdateTime: held.updateTime! });
    await ref.create(lease);
    return release;
  } catch {
    return null;
  }
}
