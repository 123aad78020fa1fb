import { highlightSegments } from '../utils/highlight';

/**
 * `text` with each of `words` wrapped in <mark>. Built from React text nodes: whatever the text
 * contains (a snippet quoting "<img onerror=…>") is shown as text, never parsed as HTML.
 */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  return highlightSegments(text, words).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
  );
}
