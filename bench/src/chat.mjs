// The live chat room's polling load (`npm run bench --
// --only=chat`): STUDENTS students with /chat open each poll `GET /api/chat?after=<id>` every
// POLL_SECONDS (web features/chat/api/get-messages.ts), i.e. STUDENTS / POLL_SECONDS requests per
// second, sent at that fixed rate for SECONDS to one API instance (one Node process serving
// createApp(), as for the other load tests) against the emulators, while a few students post a
// message every 2 s so polls find something. Reports latency (budget p95 < 200 ms), errors, the
// Firestore operations per poll counted at the emulator, and the Firestore reads billed per
// student per minute (a query bills one read per message returned, and one when it returns
// none).
import autocannon from 'autocannon';
import { operationCounts, operationsBetween, percentile, startApiInstance } from './api.mjs';
import { createBenchUser } from '../../tools/src/test-user.mjs';

const CHAT_BENCH = {
  students: 1000,
  pollSeconds: 4,
  seconds: 30,
  /** Distinct signed-in pollers the requests rotate through (their cost is the same). */
  pollers: 20,
  posters: 4,
  postEveryMs: 2000,
  budgetP95Ms: 200,
};

/** The web app's SETTLE_MS: each poll asks after the newest message at least 2 s older. */
const SETTLE_MS = 2000;

/**
 * Runs the chat polling load and prints one block.
 * @param {{ port?: number, log?: (line: string) => void } & Partial<typeof CHAT_BENCH>} [options]
 */
export async function runChatBench({ port = 18797, log = console.log, ...overrides } = {}) {
  const o = { ...CHAT_BENCH, ...overrides };
  const rate = Math.round(o.students / o.pollSeconds);
  const instance = await startApiInstance(port, '/api/health');
  try {
    const users = await Promise.all(
      Array.from({ length: o.pollers + o.posters }, () => createBenchUser()),
    );
    const pollers = users.slice(0, o.pollers);
    const posters = users.slice(o.pollers);
    const post = async (user, text) => {
      const res = await fetch(`${instance.url}/api/chat`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      if (!res.ok) throw new Error(`chat bench: post → ${res.status}`);
      return /** @type {{ _id: string, createdAt: string }} */ (await res.json());
    };

    // The room as a student sees it; each poll asks after the settled anchor, as the web does.
    const recent = [];
    for (let i = 0; i < 3; i++) recent.push(await post(posters[0], `bench warm-up ${i}`));
    const anchor = () => {
      const newest = Date.parse(recent.at(-1).createdAt);
      return (recent.findLast((m) => Date.parse(m.createdAt) <= newest - SETTLE_MS) ?? recent[0])
        ._id;
    };
    let posted = 0;
    const poster = setInterval(() => {
      const user = posters[posted % posters.length];
      posted += 1;
      post(user, `bench message ${posted}`)
        .then((m) => recent.push(m))
        .catch(() => {});
    }, o.postEveryMs);

    let polls = 0;
    let messagesReturned = 0;
    let emptyAnswers = 0;
    const times = [];
    const before = await operationCounts();
    const instanceLoad = autocannon({
      url: instance.url,
      connections: 100,
      overallRate: rate,
      duration: o.seconds,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/chat?after=${anchor()}`,
            headers: { authorization: `Bearer ${pollers[polls++ % pollers.length].token}` },
          }),
          onResponse: (status, body) => {
            if (status !== 200) return;
            const n = JSON.parse(body).length;
            messagesReturned += n;
            if (n === 0) emptyAnswers += 1;
          },
        },
      ],
    });
    instanceLoad.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
    const result = await instanceLoad;
    clearInterval(poster);
    const after = await operationCounts();

    times.sort((a, b) => a - b);
    const pct = (p) => percentile(times, p);
    const answered = result.requests.total - result.non2xx;
    // Billed reads of one answer: one per message returned, one for an empty answer. Polls that
    // arrive while the same query runs share it (chat service's single flight), so the reads
    // billed are queries × reads per answer; without sharing (one poll per instance at a time)
    // every poll would cost `readsPerPoll`.
    const readsPerPoll = answered ? (messagesReturned + emptyAnswers) / answered : NaN;
    const pollsPerMinute = 60 / o.pollSeconds;
    const runQueries = before && after ? (after.RunQuery ?? 0) - (before.RunQuery ?? 0) : null;
    const studentMinutes = (o.students * o.seconds) / 60;
    const billedReads = runQueries === null ? null : runQueries * readsPerPoll;
    const { RunQuery: _queries, ...other } =
      before && after ? operationsBetween(before, after) : {};
    const report = {
      students: o.students,
      pollSeconds: o.pollSeconds,
      targetRps: rate,
      seconds: o.seconds,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      p50Ms: Math.round(pct(50)),
      p95Ms: Math.round(pct(95)),
      p99Ms: Math.round(pct(99)),
      maxMs: Math.round(times.at(-1) ?? NaN),
      messagesPosted: posted,
      messagesPerPoll: answered ? messagesReturned / answered : NaN,
      emptyShare: answered ? emptyAnswers / answered : NaN,
      readsPerPoll,
      readsPerStudentPerMinuteUnshared: readsPerPoll * pollsPerMinute,
      readsPerStudentPerMinute: billedReads === null ? null : billedReads / studentMinutes,
      runQueriesPerPoll: runQueries === null ? null : runQueries / result.requests.total,
      // The posters' own operations (profile read, rate-limit counter, create) land here.
      otherOperations: other,
      budgetP95Ms: o.budgetP95Ms,
    };
    log(
      `Chat room polling (${o.students} students polling every ${o.pollSeconds} s = ${rate} req/s for ${o.seconds} s, one API instance, ${o.posters} students posting every ${o.postEveryMs / 1000} s between them)`,
    );
    log(
      `  GET /api/chat?after=  ${report.rps} req/s  p50 ${report.p50Ms} ms  p95 ${report.p95Ms} ms  p99 ${report.p99Ms} ms  max ${report.maxMs} ms  (${report.requests} requests, ${report.non2xx} non-2xx, ${report.errors} errors, ${report.timeouts} timeouts)  budget p95 < ${o.budgetP95Ms} ms  ${report.p95Ms < o.budgetP95Ms && report.non2xx + report.errors === 0 ? 'ok' : 'OVER BUDGET'}`,
    );
    log(
      `  Firestore: ${report.runQueriesPerPoll?.toFixed(3) ?? '?'} queries per poll (other operations, from the posts: ${JSON.stringify(other)}); ${report.messagesPerPoll.toFixed(2)} messages per poll, ${(report.emptyShare * 100).toFixed(0)}% empty → ${readsPerPoll.toFixed(2)} billed reads per answer; ${report.readsPerStudentPerMinute?.toFixed(2) ?? '?'} reads per student per minute on this instance (polls sharing queries), ${report.readsPerStudentPerMinuteUnshared.toFixed(1)} if no two polls shared one`,
    );
    return report;
  } finally {
    instance.stop();
  }
}
