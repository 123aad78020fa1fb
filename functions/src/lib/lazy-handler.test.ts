// The HTTPS functions build their Express app on the first request (lazy-handler.ts): once, the
// same app for every request after, and again after a build that failed.
import { describe, expect, it, vi } from 'vitest';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { lazyRequestHandler } from './lazy-handler.js';

const req = (url: string) => ({ url }) as unknown as Request;
const res = {} as Response;

describe('lazyRequestHandler', () => {
  it('builds the app on the first request only and hands every request to it', async () => {
    const served: string[] = [];
    const build = vi.fn(async () => (r: Request) => void served.push(r.url));
    const handler = lazyRequestHandler(build);
    expect(build).not.toHaveBeenCalled();
    await Promise.all([handler(req('/a'), res), handler(req('/b'), res)]);
    await handler(req('/c'), res);
    expect(build).toHaveBeenCalledTimes(1);
    expect(served).toEqual(['/a', '/b', '/c']);
  });

  it('fails the request whose build failed and builds again on the next one', async () => {
    const served: string[] = [];
    const build = vi
      .fn<() => Promise<(r: Request) => void>>()
      .mockRejectedValueOnce(new Error('module failed to load'))
      .mockResolvedValue((r: Request) => void served.push(r.url));
    const handler = lazyRequestHandler(build);
    await expect(handler(req('/a'), res)).rejects.toThrow('module failed to load');
    await handler(req('/b'), res);
    expect(build).toHaveBeenCalledTimes(2);
    expect(served).toEqual(['/b']);
  });
});
