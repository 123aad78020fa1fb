import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths.mjs';

/**
 * Sandbox values for the function's secrets (docs/architecture.md §7). The emulator reads
 * functions/.secret.local instead of Secret Manager, so it can never reach real keys; the file is
 * git-ignored and written only when missing, so a developer's own test keys are kept.
 */
const SANDBOX_SECRETS = {
  RAZORPAY_KEY_ID: 'rzp_test_notesea_sandbox',
  RAZORPAY_KEY_SECRET: 'notesea_sandbox_key_secret',
  RAZORPAY_WEBHOOK_SECRET: 'notesea_sandbox_webhook_secret',
  GEMINI_API_KEY: 'notesea-sandbox-gemini-key',
};

/** @returns {Record<string, string>} the sandbox secrets (for dev services that must sign alike) */
export function ensureSecretsFile() {
  const file = path.join(ROOT, 'functions', '.secret.local');
  if (!existsSync(file)) {
    const body = Object.entries(SANDBOX_SECRETS)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n');
    writeFileSync(file, `${body}\n`);
  }
  return SANDBOX_SECRETS;
}
