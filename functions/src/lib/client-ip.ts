/**
 * Which `X-Forwarded-For` entry Express reports as `req.ip` (the key of every per-IP rate limit).
 *
 * `trust proxy: true` would make `req.ip` the LEFT-most entry, which is whatever the client sent:
 * a caller adding `X-Forwarded-For: 1.2.3.4` would pick its own rate-limit bucket. A hop count n
 * makes `req.ip` the n-th address counted from the socket: the socket peer is hop 0 (Cloud Run's
 * internal proxy), the right-most `X-Forwarded-For` entry hop 1, and so on. Entries appended by
 * Google's infrastructure sit at the right, so they cannot be forged; everything to their left can.
 *
 * What reaches the `api` function (a 2nd-gen function is a Cloud Run service):
 * - through the Firebase Hosting rewrite (the app's path for everything but the Partner's
 *   stream, docs/architecture.md §1):
 *   `[anything the client sent, ]<client>, <Hosting edge>` — Google's front end appends the
 *   address it received the request from, which is Hosting's edge, after the client address the
 *   edge appended. Measured on a Hosting → Cloud Run rewrite: "X-Forwarded-For arrives as
 *   <caller>,<Google frontend>" (github.com/gamedevpl/www.gamedev.pl/pull/1146); the 2018
 *   Hosting → Functions report (github.com/pbojinov/request-ip/issues/37) likewise saw the CDN's
 *   address in X-Forwarded-For and the client's in `fastly-client-ip`.
 * - straight to the function's own URL (`*.run.app` / `*.cloudfunctions.net`, which stay publicly
 *   reachable because Hosting needs `invoker: 'public'`; the web app streams the Partner from
 *   there, a route limited per user, not per IP): `[anything the client sent, ]<client>`.
 * Express's guide warns about exactly this: a hop count is only right if there are not "multiple,
 * different-length paths to the Express application" (expressjs.com/en/guide/behind-proxies).
 *
 * So no single setting is right for both paths, and no function can tell them apart without
 * knowing the Hosting edge's egress addresses, which are not documented:
 * - 1 hop: never forgeable, but behind Hosting every user shares a handful of edge addresses, so
 *   the per-IP limits become site-wide buckets (5 career applications an hour for everyone) and
 *   one script could lock everybody out of sign-up and login;
 * - 2 hops (chosen): the real client on the Hosting path; forgeable only by a caller who goes
 *   around Hosting to the function's own URL. That is strictly better than `true` (forgeable on
 *   every path) and keeps per-IP limits per user. The per-account limits (per email / per uid),
 *   the OTP attempt counter and the 60 s OTP resend gap do not depend on the address at all and
 *   remain the real brake on guessing and mail flooding (modules/users/limits.ts).
 * Uncertain: the Hosting hop count is one public measurement, not a documented contract. If
 * Hosting ever adds another hop, 2 reports an edge address (limits get coarser, never forgeable);
 * check with a logged `X-Forwarded-For` after each Hosting change.
 */

/** Proxies in front of the app whose `X-Forwarded-For` entries are trusted (see above). */
export const TRUSTED_PROXY_HOPS = 2;
