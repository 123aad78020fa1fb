// Practice under load (`npm run bench -- --only=practice`, issue 32): STUDENTS students at once,
// each in a review session on the seeded subject: GET /api/practice/due, then POST
// /api/practice/reviews for the cards it returned, over and over for SECONDS, against one API
// instance (one Node process serving createApp(), as the other load tests) on the emulators.
// Reports p50/p95 of each route (budget p95 < 150 ms), errors, and the Firestore operations one
// review costs, counted at the light stack's counter (budget ≤ 3).
import { randomUUID } from 'node:crypto';
import { operationCounts, operationsBetween, percentile, startApiInstance } from './api.mjs';
import { createBenchUser } from '../../tools/src/test-user.mjs';

const PRACTICE_BENCH = {
  students: 20,
  seconds: 20,
  /**
   * Seconds a student takes per card: reading the front, showing the answer, rating. Measured
   * reviews take ~8–10 s (docs/practice.md); 2 s is four times faster, so the load errs high.
   * `--think=0` sends the next request at once (a saturation test, reported beside).
   */
  thinkSeconds: 2,
  subjectId: 'cse-3-dsa',
  budgetP95Ms: 150,
  budgetOperations: 3,
};

/**
 * Runs the practice load and prints one block.
 * @param {{ port?: number, log?: (line: string) => void } & Partial<typeof PRACTICE_BENCH>} [options]
 */
export async function runPracticeBench({ port = 18798, log = console.log, ...overrides } = {}) {
  const o = { ...PRACTICE_BENCH, ...overrides };
  const instance = await startApiInstance(port, '/api/health');
  try {
    const users = await Promise.all(Array.from({ length: o.students }, () => createBenchUser()));
    const call = async (user, path, init = {}) => {
      const started = performance.now();
      const res = await fetch(`${instance.url}/api${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' },
      });
      const body = await res.json().catch(() => null);
      return { status: res.status, body, ms: performance.now() - started };
    };
    const review = (user, cardId) =>
      call(user, '/practice/reviews', {
        method: 'POST',
        body: JSON.stringify({
          cardId,
          rating: 3,
          reviewId: randomUUID(),
          reviewedAt: new Date().toISOString(),
        }),
      });

    // Operations of one review, counted alone (a warm instance: its deck cache is filled).
    const [probe] = users;
    const first = await call(probe, `/practice/due?subjectId=${o.subjectId}`);
    const probeCard = first.body?.cards?.[0]?._id;
    if (!probeCard)
      throw new Error(`practice bench: no card due for ${o.subjectId} (${first.status})`);
    const before = await operationCounts();
    await review(probe, probeCard);
    const after = await operationCounts();
    const operations = before && after ? operationsBetween(before, after) : null;
    const operationTotal = operations
      ? Object.values(operations).reduce((s, n) => s + Number(n), 0)
      : null;

    const times = { due: [], review: [] };
    let errors = 0;
    const deadline = Date.now() + o.seconds * 1000;
    await Promise.all(
      users.map(async (user, i) => {
        // Students do not start in step: each begins at its own point of a card's time.
        await new Promise((r) => setTimeout(r, ((i + 0.5) / users.length) * o.thinkSeconds * 1000));
        while (Date.now() < deadline) {
          const due = await call(user, `/practice/due?subjectId=${o.subjectId}`);
          times.due.push(due.ms);
          if (due.status !== 200) errors++;
          const cards = due.body?.cards ?? [];
          if (cards.length === 0) break;
          for (const card of cards.slice(0, 5)) {
            if (o.thinkSeconds > 0) await new Promise((r) => setTimeout(r, o.thinkSeconds * 1000));
            const res = await review(user, card._id);
            times.review.push(res.ms);
            if (res.status !== 200) errors++;
          }
        }
      }),
    );
    const stats = (list) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        p50Ms: Math.round(percentile(sorted, 50)),
        p95Ms: Math.round(percentile(sorted, 95)),
      };
    };
    const report = {
      students: o.students,
      seconds: o.seconds,
      thinkSeconds: o.thinkSeconds,
      due: stats(times.due),
      review: stats(times.review),
      errors,
      operationsPerReview: operations,
      operationTotal,
      budgets: { p95Ms: o.budgetP95Ms, operations: o.budgetOperations },
    };
    const verdict = (p95) => (p95 < o.budgetP95Ms && errors === 0 ? 'ok' : 'OVER BUDGET');
    log(
      `Practice, ${o.students} students at once for ${o.seconds} s, a card every ${o.thinkSeconds} s each (one API instance)`,
    );
    log(
      `  GET /api/practice/due      p50 ${report.due.p50Ms} ms  p95 ${report.due.p95Ms} ms  (${report.due.requests} requests)  budget p95 < ${o.budgetP95Ms} ms  ${verdict(report.due.p95Ms)}`,
    );
    log(
      `  POST /api/practice/reviews p50 ${report.review.p50Ms} ms  p95 ${report.review.p95Ms} ms  (${report.review.requests} requests)  budget p95 < ${o.budgetP95Ms} ms  ${verdict(report.review.p95Ms)}`,
    );
    log(
      `  Firestore operations per review: ${operationTotal ?? 'not counted (official mode)'} ${operations ? JSON.stringify(operations) : ''}  budget ≤ ${o.budgetOperations}  ${operationTotal !== null && operationTotal <= o.budgetOperations ? 'ok' : 'OVER BUDGET'}`,
    );
    log(`  errors ${errors}`);
    return report;
  } finally {
    instance.stop();
  }
}
