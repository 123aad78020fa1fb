// Index lifecycle: built once per instance, reused, checked at most every 3 s, rebuilt when the
// content version moves, one shared check/rebuild for concurrent requests.
import { describe, expect, it, vi } from 'vitest';
import { IndexHolder, type IndexSource } from './service.js';
import { SearchIndex } from './search-index.js';

function source(initialVersion = 1) {
  let version = initialVersion;
  const calls = { version: 0, build: 0 };
  let gate: Promise<void> = Promise.resolve();
  const src: IndexSource = {
    version: async () => {
      calls.version += 1;
      return version;
    },
    build: async () => {
      calls.build += 1;
      await gate;
      return SearchIndex.build([], []);
    },
  };
  return {
    src,
    calls,
    bump: () => (version += 1),
    hold: () => {
      let release = () => {};
      gate = new Promise((resolve) => (release = resolve));
      return () => release();
    },
  };
}

describe('IndexHolder', () => {
  it('builds on first use and reuses the index without reads for 3 s', async () => {
    let t = 0;
    const { src, calls } = source();
    const holder = new IndexHolder(src, () => t);
    const first = await holder.get();
    t = 2_999;
    expect(await holder.get()).toBe(first);
    expect(calls).toEqual({ version: 1, build: 1 });
  });

  it('after 3 s reads the version once and keeps the index when it did not move', async () => {
    let t = 0;
    const { src, calls } = source();
    const holder = new IndexHolder(src, () => t);
    const first = await holder.get();
    t = 3_000;
    expect(await holder.get()).toBe(first);
    await Promise.resolve();
    t = 4_000;
    await holder.get();
    expect(calls).toEqual({ version: 2, build: 1 });
  });

  it('checks in the background; once a new version is seen every request waits for the rebuild', async () => {
    let t = 0;
    const { src, calls, bump, hold } = source();
    const holder = new IndexHolder(src, () => t);
    const old = await holder.get();
    bump();
    t = 5_000;
    const release = hold();
    // This request starts the check and is answered at once: the change is not seen yet.
    expect(await holder.get()).toBe(old);
    await vi.waitFor(() => expect(calls.build).toBe(2));
    const waiting = [holder.get(), holder.get(), holder.get()];
    release();
    const answers = await Promise.all(waiting);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBe(old);
    expect(calls).toEqual({ version: 2, build: 2 });
    // The new index is fresh for another 3 s.
    t = 7_999;
    expect(await holder.get()).toBe(answers[0]);
    expect(calls.version).toBe(2);
  });

  it('after a failed rebuild nobody gets the old index; the next request rebuilds', async () => {
    let t = 0;
    const { src, calls, bump } = source();
    let fail = false;
    const holder = new IndexHolder(
      {
        version: src.version,
        build: (v) => (fail ? Promise.reject(new Error('unavailable')) : src.build(v)),
      },
      () => t,
    );
    const old = await holder.get();
    bump();
    fail = true;
    t = 3_000;
    await holder.get();
    await vi.waitFor(() => expect(calls.version).toBe(2));
    await expect(holder.get()).rejects.toThrow('unavailable');
    fail = false;
    const fresh = await holder.get();
    expect(fresh).not.toBe(old);
  });

  it('a failed first build rejects its requests and the next request tries again', async () => {
    let t = 0;
    const { src, calls } = source();
    const failing: IndexSource = {
      version: src.version,
      build: vi.fn().mockRejectedValueOnce(new Error('unavailable')).mockImplementation(src.build),
    };
    const holder = new IndexHolder(failing, () => t);
    await expect(holder.get()).rejects.toThrow('unavailable');
    t = 1;
    await expect(holder.get()).resolves.toBeInstanceOf(SearchIndex);
    expect(calls.version).toBe(2);
  });

  it('a failed version read keeps the held index and is retried by the next request', async () => {
    let t = 0;
    const { src, calls } = source();
    let down = false;
    const holder = new IndexHolder(
      {
        version: () => (down ? Promise.reject(new Error('unavailable')) : src.version()),
        build: src.build,
      },
      () => t,
    );
    const held = await holder.get();
    down = true;
    t = 3_000;
    expect(await holder.get()).toBe(held);
    await new Promise((r) => setTimeout(r, 0));
    down = false;
    expect(await holder.get()).toBe(held);
    await vi.waitFor(() => expect(calls.version).toBe(2));
    expect(calls.build).toBe(1);
  });

  it('asks its source for the version it read, on first use and after a change', async () => {
    let t = 0;
    const { src, bump } = source(7);
    const asked: number[] = [];
    const holder = new IndexHolder(
      { version: src.version, build: (v) => (asked.push(v), src.build(v)) },
      () => t,
    );
    await holder.get();
    bump();
    t = 3_000;
    await holder.get();
    await vi.waitFor(() => expect(asked).toEqual([7, 8]));
  });

  it('clear() forgets the index', async () => {
    const { src, calls } = source();
    const holder = new IndexHolder(src, () => 0);
    await holder.get();
    holder.clear();
    await holder.get();
    expect(calls.build).toBe(2);
  });
});
