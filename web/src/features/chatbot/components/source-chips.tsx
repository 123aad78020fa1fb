import type { ChatbotSourceDto } from '@shared/chat';
import { Link } from 'react-router';
import { ShareButton } from '@/components/share/share-button';
import { sourceDescription, sourceHref, sourceLabel } from '../utils/source-link';

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
