import { setupServer } from 'msw/node';

// No default handlers: each test declares the API answers it relies on (server.use), and any
// other request fails the test (onUnhandledRequest: 'error' in vitest.setup.ts).
export const server = setupServer();
