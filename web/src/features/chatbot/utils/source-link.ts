import type { ChatbotAskedInDto, ChatbotSourceDto } from '@notesea/contract/partner';
import { readerHref } from '@/config/paths';
import { unitLabel } from '@/utils/unit-label';

/** Where a cited page opens: the reader at that page, named in the link even when it is 1. */
export function sourceHref(source: ChatbotSourceDto): string {
  return readerHref(source.type, source._id, { page: source.page, pinPage: true });
}

/** 'p. 4', or 'pages 14–16' for a passage over consecutive pages. */
function pagesOf(source: ChatbotSourceDto, single: string): string {
  return source.pageEnd && source.pageEnd > source.page
    ? `pages ${source.page}–${source.pageEnd}`
    : `${single} ${source.page}`;
}

/**
 * The chip's text: 'DBMS · Unit 3 · p. 4' for a note page, 'CN · Unit 3 · pages 14–16' for a
 * passage over pages (the link opens the first), 'May 2024 paper · p. 1' for a paper.
 */
export function sourceLabel(source: ChatbotSourceDto): string {
  const parts =
    source.type === 'pyq'
      ? [`${source.title || (source.year ? String(source.year) : 'Question')} paper`]
      : [source.subjectName || source.title, unitLabel(source.unit)];
  return [...parts.filter(Boolean), pagesOf(source, 'p.')].join(' · ');
}

/** The longer description for the chip's tooltip: which note or paper, of which subject. */
export function sourceDescription(source: ChatbotSourceDto): string {
  const what = source.type === 'pyq' ? `${source.title} question paper` : source.title;
  return [what, source.subjectName, pagesOf(source, 'page')].filter(Boolean).join(', ');
}

/** Where an "Asked in" entry opens: the paper in the reader, at the question's page. */
export function askedInHref(entry: ChatbotAskedInDto): string {
  return readerHref('pyq', entry._id, { page: entry.page, pinPage: true });
}
