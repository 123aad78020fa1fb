// Copies of two @shared/accounts constants (spec §9). Importing that module pulls in zod (~22 KB
// gzip) for pages that need no schema; constants.test.ts keeps the copies equal to the source.

/** Seconds an OTP stays valid: the countdown starts at 15:00. */
export const OTP_TTL_SECONDS = 900;

/** Shortest password the API accepts. */
export const PASSWORD_MIN = 6;
