import type { ChatbotAskedInDto, ChatbotSourceDto } from '@notesea/contract/partner';
import { Link } from 'react-router';
import { ShareButton } from '@/components/share/share-button';
import { askedInHref, sourceDescription, sourceHref, sourceLabel } from '../utils/source-link';

/** The pages an answer cites, each a link to the reader at that page. */
export function SourceChips({ sources }: { sources: ChatbotSourceDto[] }) {
  if (sources.length === 0) return null;
  return (
    <ul className="chatbot__sources" aria-label="Sources">
      {sources.map((source) => (
        <li key={`${source.type}-${source._id}-${source.page}`}>
          <Link
            className="chatbot__source"
            to={sourceHref(source)}
            title={sourceDescription(source)}
          >
            {sourceLabel(source)}
          </Link>
          <ShareButton
            variant="compact"
            path={sourceHref(source)}
            what={sourceDescription(source)}
            title={sourceDescription(source)}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The papers that asked the question: context, apart from the sources — a paper
 * holds the question, not its explanation. Each links to the paper at the question's page.
 */
export function AskedIn({ papers }: { papers: ChatbotAskedInDto[] }) {
  if (papers.length === 0) return null;
  return (
    <ul className="chatbot__asked" aria-label="Asked in papers">
      {papers.map((paper) => (
        <li key={`${paper._id}-${paper.number}`}>
          Asked in{' '}
          <Link to={askedInHref(paper)} title={`${paper.title} question paper, page ${paper.page}`}>
            {paper.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
