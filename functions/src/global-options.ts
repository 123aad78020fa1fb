/**
 * Options every function of this codebase shares, set before any function is defined: index.ts
 * imports this module first, and ES modules evaluate their imports in order, so every trigger
 * module below it sees these options when it declares its function.
 *
 * The region: Storage triggers must run in the default bucket's region (create the bucket in
 * asia-south1, docs/going-live.md), and firebase.json's Hosting rewrites name the same region for
 * `api` and `share`; the web app builds the Partner's stream URL with it
 * (web/src/config/partner-stream.ts). At most 10 instances of each function: a bound on cost that
 * no function here needs to exceed.
 */
import { setGlobalOptions } from 'firebase-functions/v2';

/** The region of every function (Mumbai). */
export const FUNCTION_REGION = 'asia-south1';

setGlobalOptions({ region: FUNCTION_REGION, maxInstances: 10 });
