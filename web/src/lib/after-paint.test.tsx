import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps "has the app painted yet" for the page's lifetime: a fresh copy per test.
async function load() {
  vi.resetModules();
  return import('./after-paint');
}

describe('after-paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first commit, then a frame, then a task', async () => {
    const { notifyFirstCommit, whenIdleAfterPaint } = await load();
    let idle = false;
    void whenIdleAfterPaint().then(() => (idle = true));

    await vi.advanceTimersByTimeAsync(5000);
    expect(idle).toBe(false); // nothing has rendered yet

    notifyFirstCommit();
    await vi.advanceTimersByTimeAsync(50);
    expect(idle).toBe(true);
  });

  it('renders the placeholder first and the real content after the first paint', async () => {
    const { useAfterFirstPaint } = await load();
    function Probe() {
      return <p>{useAfterFirstPaint() ? 'content' : 'placeholder'}</p>;
    }

    render(<Probe />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByText('content')).toBeInTheDocument();

    // Mounted after the first paint: no placeholder at all.
    render(<Probe />);
    expect(screen.getAllByText('content')).toHaveLength(2);
  });
});
