/**
 * Local data survives a restart (docs/architecture.md §8, §11): `npm start` saves the emulators' data when
 * it stops and loads it when it starts; `--fresh` starts empty. Drives `node tools/src/start.mjs`
 * as a child process, the way a developer does, on ports moved by NOTESEA_PORT_OFFSET (3000, set
 * by vitest.stack.config.ts) with its own data folder, and stops it with SIGINT like Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/admin.js';
import { api } from '../support/http.js';
import { placeOrder } from '../support/marketplace.js';
import { createTestUser, type TestUser } from '../support/users.js';
import { SEED } from '../../tools/src/seed-data/index.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TMP = mkdtempSync(path.join(os.tmpdir(), 'notesea-persistence-'));
const DATA_DIR = path.join(TMP, 'data');
const STARTED = /NoteSea is running at /;

type Launcher = { child: ChildProcess; output: () => string; seconds: number };
let running: Launcher | undefined;

/** Starts `node tools/src/start.mjs [...args]` and resolves once it says the app is running. */
async function start(args: string[] = []): Promise<Launcher> {
  if (running) await stop(running); // a failed test left its stack up
  const t = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NOTESEA_PORT_OFFSET: process.env.NOTESEA_PORT_OFFSET,
    NOTESEA_DATA_DIR: DATA_DIR,
    // Builds exist (npm test starts the main stack first) and the demo seed is not needed: this
    // suite writes the little it uses, so a start takes the stack's own time only.
    NOTESEA_SKIP_BUILD: '1',
    NOTESEA_SKIP_SEED: '1',
  };
  // The launcher derives these from the offset; inherited ones would aim it at another stack.
  delete env.FIRESTORE_EMULATOR_HOST;
  delete env.FIREBASE_STORAGE_EMULATOR_HOST;
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.STORAGE_EMULATOR_HOST;
  const child = spawn(process.execPath, ['tools/src/start.mjs', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  running = { child, output: () => output, seconds: 0 };
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (STARTED.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`start.mjs exited (${code}) before the app was up:\n${output}`));
    });
  });
  running.seconds = (Date.now() - t) / 1000;
  return running;
}

/** Ctrl-C: SIGINT to the launcher, which saves the data and stops the emulators. */
async function stop(launcher: Launcher): Promise<string> {
  const { child } = launcher;
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  running = undefined;
  return launcher.output();
}

/** The API's own login (POST /users/login): a session token, or the refusal's status. */
async function login(user: TestUser): Promise<{ status: number; token?: string }> {
  const res = await api<{ token?: string }>('/users/login', {
    body: { email: user.email, password: user.password },
  });
  return { status: res.status, token: res.body?.token };
}

const QUIZ = SEED.projects.find((p) => p.id === 'quiz-app-java-swing');
if (!QUIZ) throw new Error('the seed data no longer has the quiz-app-java-swing project');

describe('npm start keeps local data across a restart', () => {
  let user: TestUser;
  let order: { orderId: string; _id: string };
  const file = 'persistence-test/hello.txt';

  beforeAll(async () => {
    const first = await start();
    expect(first.output()).toContain('no saved data');
    const { id, ...project } = QUIZ;
    await admin.db.doc(`projects/${id}`).set(project);
    user = await createTestUser();
    order = await placeOrder(user.token, id);
    await admin.db.doc(`users/${user.uid}/tasks/t1`).set({ title: 'Revise DSA', completed: false });
    await admin.bucket.file(file).save('kept across restarts', { contentType: 'text/plain' });
    expect(await stop(first)).toMatch(/saved local data to .* \(\d+ documents, \d+ files\)/);
  });

  afterAll(async () => {
    if (running) await stop(running);
    rmSync(TMP, { recursive: true, force: true });
  });

  it('keeps the account, its orders, tasks and files after a restart', async () => {
    const again = await start();
    console.log(`restart with data: app up ${again.seconds.toFixed(1)} s after start.mjs began`);
    expect(again.output()).toContain('loaded the data saved at');

    const session = await login(user);
    expect(session.status).toBe(200);
    const orders = await api<Array<{ orderId: string }>>('/orders/myorders', {
      token: session.token,
    });
    expect(orders.status).toBe(200);
    expect(orders.body.map((o) => o.orderId)).toEqual([order.orderId]);
    // Sessions made before the restart are not kept: the Auth emulator's import (firebase-tools,
    // both modes) marks every account's tokens valid from the import time, so one signs in again.
    expect((await admin.db.doc(`users/${user.uid}/tasks/t1`).get()).data()).toEqual({
      title: 'Revise DSA',
      completed: false,
    });
    const [bytes] = await admin.bucket.file(file).download();
    expect(bytes.toString()).toBe('kept across restarts');
    await stop(again);
  });

  it('starts empty with --fresh', async () => {
    const fresh = await start(['--fresh']);
    expect(fresh.output()).toContain('--fresh: discarded the saved data');
    expect((await login(user)).status).not.toBe(200);
    expect((await admin.db.doc(`orders/${order._id}`).get()).exists).toBe(false);
    expect((await admin.db.doc(`users/${user.uid}`).get()).exists).toBe(false);
    expect((await admin.bucket.file(file).exists())[0]).toBe(false);
    await stop(fresh);
    // A --fresh stack saves too: the next plain start loads what it had.
    const saved = JSON.parse(readFileSync(path.join(DATA_DIR, 'snapshot.json'), 'utf8'));
    expect(saved.mode).toBe('light');
  });
});
