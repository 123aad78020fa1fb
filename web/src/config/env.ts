// Same-origin '/api' in production and on the local stack (Hosting rewrites it to the function);
// VITE_API_URL only for a dev server on another port.
export const env = {
  apiUrl: import.meta.env.VITE_API_URL ?? '/api',
} as const;
