import { useEffect, useState } from 'react';

const CONFIRM_MS = 2000;

/** Copies `text` (the answer's Markdown) and says 'Copied' for a moment. */
export function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // Missing on insecure origins and some in-app browsers; then it is the 'failed' branch.
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button type="button" className="chatbot__action" onClick={() => void copy()}>
      {/* The label changes in place; the live region makes screen readers say it too. */}
      <span aria-live="polite">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      </span>
    </button>
  );
}
