/** Polls `check` every 100 ms until it returns a truthy value (default 8 s); returns the last value. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 8000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
