// `npm run bench -- --only=runtimes` (and part of the full bench): the same API code on the Node
// it deploys on (24, the packaged one this bench runs on) and on this machine's own Node when that
// is another major (20 here), in one run: cold start, GET /api/semesters throughput and search
// p95, each on a fresh single instance against the running stack.
import { hostNode } from '../../tools/src/node-runtime.mjs';
import { loadTest, measureColdStart, startApiInstance } from './api.mjs';
import { runSearchBench } from './search.mjs';

/**
 * @typedef {{ node: string, bin: string, coldStartMedianMs?: number, coldStartRunsMs?: number[],
 *   semesters?: { rps: number, p95Ms: number }, search?: { rps: number, p95Ms: number },
 *   error?: string }} RuntimeResult
 */

/**
 * Measures each runtime in turn and prints one line per runtime.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<RuntimeResult[]>}
 */
export async function runRuntimeBench({ log = console.log } = {}) {
  const runtimes = [{ bin: process.execPath, version: process.versions.node }];
  const host = hostNode();
  if (host && host.version.split('.')[0] !== process.versions.node.split('.')[0]) {
    runtimes.push(host);
  }
  /** @type {RuntimeResult[]} */
  const results = [];
  for (const { bin, version } of runtimes) {
    /** @type {RuntimeResult} */
    const result = { node: version, bin };
    try {
      const cold = await measureColdStart(3, { node: bin });
      result.coldStartMedianMs = cold.medianMs;
      result.coldStartRunsMs = cold.runsMs;
      const instance = await startApiInstance(18790, '/api/semesters', { node: bin });
      try {
        const load = await loadTest({ url: `${instance.url}/api/semesters` });
        result.semesters = { rps: load.rps, p95Ms: load.p95Ms };
      } finally {
        instance.stop();
      }
      const search = await runSearchBench({ node: bin, log: () => {} });
      result.search = { rps: search.rps, p95Ms: search.p95Ms };
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
    }
    results.push(result);
  }
  log('Runtimes (one API instance each; cold start median of 3, then 10 s loads)');
  for (const r of results) {
    log(
      r.error
        ? `  Node ${r.node.padEnd(8)} failed: ${r.error}`
        : `  Node ${r.node.padEnd(8)} cold start ${r.coldStartMedianMs} ms  /api/semesters ${r.semesters?.rps} req/s p95 ${r.semesters?.p95Ms} ms  search ${r.search?.rps} req/s p95 ${r.search?.p95Ms} ms`,
    );
  }
  return results;
}
