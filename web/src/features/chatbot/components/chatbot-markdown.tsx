import Markdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';

// Raw HTML in an answer is never rendered: without rehype-raw, react-markdown turns it into
// text, so `<img onerror=…>` from a model (or a prompt injected into a note) shows as written.

/** Only web links survive; javascript:, data:, mailto: and relative URLs become ''. */
const onlyHttp: UrlTransform = (url) => (/^https?:\/\//i.test(url) ? url : '');

const components: Components = {
  a: ({ href, children }) =>
    href ? (
      // A new tab, without giving it a handle on this page or our URL.
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // No images: a remote image in an answer would load a third party's URL (tracking, CSP).
  img: ({ alt }) => (alt ? <span>[{alt}]</span> : null),
  // Wide tables scroll inside the bubble instead of widening the page on a phone.
  table: ({ children }) => (
    <div className="chatbot-md__table" tabIndex={0}>
      <table>{children}</table>
    </div>
  ),
};

const plugins = [remarkGfm];

/** An Assignment Partner answer as Markdown (lists, code, tables); loaded on demand. */
export function ChatbotMarkdown({ text }: { text: string }) {
  return (
    <div className="chatbot-md">
      <Markdown remarkPlugins={plugins} components={components} urlTransform={onlyHttp}>
        {text}
      </Markdown>
    </div>
  );
}
