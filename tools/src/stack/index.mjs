import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emulatorAdmin } from '../admin.mjs';
import { APP_URL, HOSTS, PORT_OFFSET, PROJECT_ID, ROOT, assertUsablePorts } from '../paths.mjs';
import { GEMINI_STUB_BASE_PORT } from '../dev-services/gemini-stub.mjs';
import { SANDBOX_BASE_PORT } from '../dev-services/razorpay-sandbox.mjs';
import { detectMode } from './mode.mjs';
import {
  startLightFirestore,
  startLightStorage,
  startOperationsEndpoint,
} from './light-services.mjs';
import { bridgeTriggerEvents } from './light-events.mjs';
import { startStorageRelay } from './storage-relay.mjs';
import { announceFunctionsToStorage, firebaseBin } from './patches/firebase-tools.mjs';
import { ensureSecretsFile } from './secrets.mjs';
import { openStackData } from './persistence.mjs';
import { DEV_SERVICES } from '../dev-services/index.mjs';
import { watchOutbox } from './outbox.mjs';
import { PRODUCTION_BUILD_ENV, run, waitFor, isUp } from './process.mjs';

const RUNTIME_DIR = path.join(ROOT, '.runtime');

/** What light mode cannot do, printed once at start (docs/architecture.md §8). */
export const LIGHT_MODE_CAVEATS = [
  'light mode: Firestore and Storage security rules are not enforced here (the rules suite needs the official emulators).',
  'light mode: Firestore runs in memory (npm start saves it in .runtime/data when it stops) and collection-group queries return nothing.',
];

/**
 * Starts the whole local stack of docs/architecture.md §8: builds functions and web, starts the emulators
 * (official or light mode), waits until every service answers, seeds demo data and watches the
 * outbox.
 * @param {{ mode?: 'official' | 'light', build?: boolean, seed?: boolean,
 *   outbox?: boolean, log?: (line: string) => void, signal?: AbortSignal,
 *   dataDir?: string }} [options]
 *   `signal` aborts a start in progress (Ctrl-C while building or waiting) and cleans up.
 *   `dataDir` keeps the emulators' data there across runs (persistence.mjs): loaded at start
 *   (instead of seeding), saved by stop(). Without it the stack starts empty and saves nothing.
 * @returns {Promise<{ url: string, mode: 'official' | 'light', logFile: string,
 *   env: Record<string, string>, stop(): Promise<void> }>}
 * @throws Error when a port is taken, a build fails or a service does not answer within 5 min.
 */
export async function startStack(options = {}) {
  const { seed = true, outbox = true, log = console.log } = options;
  const build = options.build ?? process.env.NOTESEA_SKIP_BUILD !== '1';
  const mode = options.mode ?? detectMode();
  const started = Date.now();
  /** @type {Array<() => Promise<unknown>>} */
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    cleanups.length = 0;
  };
  const checkAborted = () => {
    if (options.signal?.aborted) throw new Error('Start-up cancelled');
  };
  try {
    assertUsablePorts([GEMINI_STUB_BASE_PORT, SANDBOX_BASE_PORT]);
    if (await isUp(`${APP_URL}/api/health`)) {
      throw new Error(
        `Something already answers at ${APP_URL}; stop it first (is npm start running?)`,
      );
    }
    mkdirSync(RUNTIME_DIR, { recursive: true });
    const secrets = ensureSecretsFile();
    const data = options.dataDir ? openStackData(options.dataDir, { mode, log }) : undefined;

    if (build) {
      log('• building functions and web…');
      await Promise.all([
        run('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT }),
        run('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, env: PRODUCTION_BUILD_ENV }),
      ]);
    }

    checkAborted();
    const env = {
      FIRESTORE_EMULATOR_HOST: HOSTS.firestore,
      FIREBASE_STORAGE_EMULATOR_HOST: HOSTS.storage,
      // What @google-cloud/storage reads; firebase-admin derives it from the line above only when
      // unset, so an inherited value (another stack's) must not win.
      STORAGE_EMULATOR_HOST: `http://${HOSTS.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: HOSTS.auth,
    };
    let only = 'auth,functions,firestore,storage,hosting';
    /** @type {any} light mode: the Firestore substitute's state, for the event bridge */
    let lightFirestoreState;
    /** @type {Awaited<ReturnType<typeof startStorageRelay>> | undefined} */
    let storageRelay;
    if (mode === 'light') {
      const firestore = await startLightFirestore(port(HOSTS.firestore));
      cleanups.push(firestore.stop);
      lightFirestoreState = firestore.state;
      // Before the Storage server exists: it decides at construction whether to send events. It
      // sends them to the relay, which the event bridge drains into the Storage triggers.
      storageRelay = await startStorageRelay();
      cleanups.push(storageRelay.stop);
      const unannounce = announceFunctionsToStorage(storageRelay.host);
      cleanups.push(async () => unannounce());
      const storage = await startLightStorage(port(HOSTS.storage));
      cleanups.push(storage.stop);
      // Before the functions emulator starts, so nothing reacts to the loaded data.
      await data?.restoreLight({ firestore, storage });
      const operations = await startOperationsEndpoint(port(HOSTS.operations));
      cleanups.push(operations.stop);
      only = 'auth,functions,hosting';
    }
    /**
     * Local additions to the CSP. The Storage emulator stands in for firebasestorage.googleapis.com
     * (already allowed in firebase.json): the in-app PDF reader fetches note PDFs from it. The
     * functions emulator stands in for the function's cloudfunctions.net URL.
     * @type {Record<string, string[]>}
     */
    const csp = {
      'connect-src': [
        `http://${HOSTS.storage}`,
        // The Assignment Partner streams from the functions emulator directly (web
        // src/config/partner-stream.ts), as production streams from the function's own URL.
        `http://${HOSTS.functions}`,
        `http://localhost:${port(HOSTS.functions)}`,
      ],
    };
    for (const startService of DEV_SERVICES) {
      const service = await startService({ portOffset: PORT_OFFSET, secrets, appUrl: APP_URL });
      cleanups.push(service.stop);
      Object.assign(env, service.env);
      for (const [directive, sources] of Object.entries(service.csp ?? {})) {
        (csp[directive] ??= []).push(...sources);
      }
    }

    const logFile = path.join(RUNTIME_DIR, `emulators${PORT_OFFSET ? `-${PORT_OFFSET}` : ''}.log`);
    const emulators = spawn(
      process.execPath,
      [
        firebaseBin(),
        'emulators:start',
        '--only',
        only,
        '--project',
        PROJECT_ID,
        '--config',
        localConfig(csp),
        ...(data?.firebaseArgs ?? []),
      ],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          FORCE_COLOR: '0',
          CI: process.env.CI ?? '',
          // The functions emulator starts one cold worker process per concurrent request (up to
          // 50 by default); on a 2-core machine a burst then times out at the Hosting proxy.
          // Four warm workers keep bursts queued and fast.
          FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
          // How long a new worker may take to load the functions bundle, s (firebase-tools'
          // default: 30). Past it the emulator gives up on the event without ever answering its
          // sender, so the Storage event of a seeded PDF was lost and the seed waited out its
          // 600 s limit; on a loaded 2-core machine a load took longer than 30 s.
          FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    const logStream = createWriteStream(logFile);
    emulators.stdout.pipe(logStream);
    emulators.stderr.pipe(logStream);
    let exited = false;
    emulators.on('exit', () => (exited = true));
    // Last resort if this process dies without running its cleanups: never leave orphans.
    const killOnExit = () => !exited && signalGroup(emulators, 'SIGKILL');
    process.on('exit', killOnExit);
    cleanups.push(async () => {
      process.off('exit', killOnExit);
      await stopProcessGroup(emulators, () => exited);
    });

    await waitFor(
      async () => {
        checkAborted();
        if (exited) throw new Error(`The emulators exited early:\n${tail(logFile)}`);
        return (await isUp(`${APP_URL}/api/health`)) && (await isUp(`http://${HOSTS.auth}/`));
      },
      // Only the limit for a start that hangs: two `npm test` runs on a 2-core machine took the
      // emulators past 90 s to answer, and the wait ends as soon as they do.
      { timeoutMs: 300_000, what: `the app at ${APP_URL}`, onTimeout: () => tail(logFile) },
    );

    /** @type {ReturnType<typeof bridgeTriggerEvents> | undefined} */
    let bridge;
    if (lightFirestoreState) {
      bridge = bridgeTriggerEvents({
        state: lightFirestoreState,
        functionsHost: HOSTS.functions,
        log,
      });
      const started = bridge;
      cleanups.push(async () => started.stop());
      storageRelay?.attach(started.deliverStorageEvent);
    }

    Object.assign(process.env, env);
    const admin = emulatorAdmin();
    checkAborted();
    if (data?.loaded) {
      log(`• loaded the data saved at ${data.loaded.savedAt}; not seeding (npm run seed refreshes`);
      log('  the demo content; npm start -- --fresh starts over)');
    } else if (data) {
      log(`• no saved data${seed ? ': seeding demo content' : ''}`);
    }
    if (seed && !data?.loaded) {
      const { seed: runSeed } = await import('../seed.mjs');
      await runSeed({ db: admin.db, bucket: admin.bucket, log, signal: options.signal });
    }
    // Registered after the seed so an interrupted start never saves half a seed; cleanups run in
    // reverse, so this runs before the emulators stop.
    // Firestore events still queued for the functions are delivered before the save, so a rename
    // made just before Ctrl-C is saved with its effects.
    if (data) {
      cleanups.push(async () => {
        await bridge?.idle();
        await data.save();
      });
    }
    if (outbox) {
      const stopWatching = watchOutbox(admin.db, log);
      cleanups.push(async () => stopWatching());
    }

    log(`• ${mode} mode, up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (mode === 'light') LIGHT_MODE_CAVEATS.forEach((line) => log(`! ${line}`));
    return { url: APP_URL, mode, logFile, env, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Uses the stack that answers at APP_URL (npm start, at NOTESEA_PORT_OFFSET) or, when none does,
 * prints "• no stack running: starting one…" and starts one with startStack(options).
 * @param {Parameters<typeof startStack>[0]} [options] passed to startStack when it starts one
 * @returns {Promise<{ started: boolean, stop(): Promise<void> }>} `stop` stops the stack started
 *   here; a no-op when one was already running.
 */
export async function useOrStartStack(options = {}) {
  if (await isUp(`${APP_URL}/api/health`)) return { started: false, stop: async () => {} };
  console.log('• no stack running: starting one…');
  const stack = await startStack(options);
  return { started: true, stop: stack.stop };
}

/**
 * The emulators run from a generated copy of firebase.json (git-ignored, in the root because the
 * config's paths are relative to its folder) that differs only where the local stack must:
 * emulator ports moved by NOTESEA_PORT_OFFSET, the dev services' origins added to the CSP, the
 * hosting folder when NOTESEA_WEB_DIST names another build, and no `extensions` manifest.
 * @param {Record<string, string[]>} csp extra sources per directive
 * @returns {string} the config file's path
 */
function localConfig(csp) {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  for (const [name, hostPort] of Object.entries(HOSTS)) {
    if (config.emulators[name]) config.emulators[name].port = port(hostPort);
  }
  // A second stack may serve its own web build (NOTESEA_WEB_DIST, relative to the root).
  if (process.env.NOTESEA_WEB_DIST) config.hosting.public = process.env.NOTESEA_WEB_DIST;
  // The Trigger Email instance is production's (the local outbox stands in for it). `--only`
  // already leaves the extensions emulator out; without the manifest nothing could fetch the
  // extension's source from the network even if it were listed.
  delete config.extensions;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key === 'Content-Security-Policy') header.value = extendCsp(header.value, csp);
    }
  }
  const file = path.join(ROOT, `firebase.local${PORT_OFFSET ? `-${PORT_OFFSET}` : ''}.json`);
  writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}

/**
 * @param {string} policy a CSP header value
 * @param {Record<string, string[]>} extra
 */
export function extendCsp(policy, extra) {
  return policy
    .split(';')
    .map((part) => {
      const [directive = '', ...sources] = part.trim().split(/\s+/);
      return [directive, ...sources, ...(extra[directive] ?? [])].join(' ');
    })
    .join('; ');
}

/** @param {string} hostPort */
function port(hostPort) {
  return Number(hostPort.split(':')[1]);
}

/**
 * Last lines of a log file, for error messages.
 * @param {string} file
 */
function tail(file, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * SIGINT lets firebase-tools shut its emulators down cleanly; SIGKILL after 10 s if it hangs.
 * @param {import('node:child_process').ChildProcess} child
 * @param {() => boolean} hasExited
 */
async function stopProcessGroup(child, hasExited) {
  if (hasExited() || child.pid === undefined) return;
  signalGroup(child, 'SIGINT');
  const deadline = Date.now() + 10_000;
  while (!hasExited() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (!hasExited()) signalGroup(child, 'SIGKILL');
}

/**
 * @param {import('node:child_process').ChildProcess} child started with `detached: true`
 * @param {NodeJS.Signals} sig
 */
function signalGroup(child, sig) {
  try {
    process.kill(-(child.pid ?? 0), sig);
  } catch {
    // Already gone.
  }
}
