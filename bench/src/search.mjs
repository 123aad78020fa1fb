// The search load test (docs/architecture.md §10 budget: p95 < 50 ms): one API
// instance (one Node process serving createApp(), as for the other load tests), 20 connections
// for 10 s, each rotating through queries a student would type over the seeded corpus; and the
// cold first query: the first search a fresh instance answers, which includes opening its
// Firestore channel and building the index (3 queries + MiniSearch build).
import { loadTest, startApiInstance } from './api.mjs';

/** p95 budget of GET /api/search under load, ms. */
export const SEARCH_P95_BUDGET_MS = 50;

/** What students type: topics, two-word queries, British/American spellings, typos, prefixes. */
export const SEARCH_QUERIES = [
  'dijkstra',
  'djikstra',
  'normalisation',
  'normalization',
  'normal forms',
  'deadlock',
  'deadlock avoidance',
  'paging',
  'page replacement',
  'sql joins',
  'greedy algorithms',
  'dynamic programming',
  'knapsack',
  'binary search tree',
  'avl tree',
  'sorting',
  'osi model',
  'routing',
  'process scheduling',
  'semaphore',
  'transactions',
  'acid properties',
  'er diagram',
  'machine learning',
  'neural networks',
  'gradient descent',
  'backpropagation',
  'cloud computing',
  'virtualization',
  'blockchain',
  'cryptography',
  'lexical analysis',
  'finite automata',
  'turing machine',
  'fourier series',
  'probability',
  'hadoop',
  'image processing',
  'software testing',
  'inheritance',
  'pointers',
  'quantum mechanics',
  'lasers',
  'transformers',
  'algoritm',
  'norma',
  'deadl',
  'backprop',
  'data structures',
  'what is deadlock',
];

/**
 * Runs the cold query and the load test on a fresh instance and prints one block.
 * @param {{ port?: number, connections?: number, seconds?: number, log?: (line: string) => void,
 *   node?: string }} [options] `node`: the Node binary to run the instance on
 */
export async function runSearchBench({
  port = 18795,
  connections = 20,
  seconds = 10,
  log = console.log,
  node,
} = {}) {
  const instance = await startApiInstance(port, '/api/health', { node });
  const pathOf = (q) => `/api/search?q=${encodeURIComponent(q)}`;
  try {
    const t0 = performance.now();
    const cold = await fetch(`${instance.url}${pathOf('dijkstra')}`);
    await cold.arrayBuffer();
    const coldFirstQueryMs = Math.round(performance.now() - t0);

    // Every query answers, and almost all find something (a bench of empty answers proves little).
    const empty = [];
    for (const q of SEARCH_QUERIES) {
      const res = await fetch(`${instance.url}${pathOf(q)}`);
      if (!res.ok) throw new Error(`search bench: ${q} → ${res.status}`);
      const { results } = await res.json();
      if (results.length === 0) empty.push(q);
    }

    const load = await loadTest({
      url: instance.url,
      connections,
      seconds,
      paths: SEARCH_QUERIES.map(pathOf),
    });
    const result = {
      coldStatus: cold.status,
      coldFirstQueryMs,
      queries: SEARCH_QUERIES.length,
      emptyQueries: empty,
      ...load,
      url: `${instance.url}/api/search`,
      budgetP95Ms: SEARCH_P95_BUDGET_MS,
    };
    log(
      `Search (one API instance, ${connections} connections, ${seconds} s, ${SEARCH_QUERIES.length} rotating queries)`,
    );
    log(
      `  cold first query (fresh instance, includes the index build) ${coldFirstQueryMs} ms (status ${cold.status})`,
    );
    log(
      `  GET /api/search ${String(load.rps).padStart(5)} req/s  p50 ${load.p50Ms} ms  p95 ${load.p95Ms} ms  max ${load.maxMs} ms  (${load.requests} requests, ${load.non2xx} non-2xx, ${load.errors} errors)  budget p95 < ${SEARCH_P95_BUDGET_MS} ms  ${load.p95Ms < SEARCH_P95_BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
    );
    if (empty.length) log(`  queries with no result: ${empty.join(', ')}`);
    return result;
  } finally {
    instance.stop();
  }
}
