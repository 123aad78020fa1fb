import { partnerStreamUrl } from './partner-stream';

// Same-origin '/api' in production and on the local stack (Hosting rewrites it to the function);
// VITE_API_URL only for a dev server on another port.
const apiUrl = import.meta.env.VITE_API_URL ?? '/api';

export const env = {
  apiUrl,
  /** POST /chatbot/stream's URL: the function's own, not through Hosting (config/partner-stream.ts). */
  get partnerStreamUrl(): string {
    return partnerStreamUrl(__PARTNER_STREAM__, apiUrl, window.location);
  },
} as const;
