import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ShareButton } from '@/components/share/share-button';
import { Spinner } from '@/components/ui/spinner';
import { paths, readerHref } from '@/config/paths';
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { ChatbotLauncher } from '@/features/chatbot/components/chatbot-launcher';
import { useNote } from '@/features/notes/api/get-note';
import { useReadingLog } from '@/features/notes/hooks/use-reading-log';
import { useOfflineNote } from '@/features/offline/api/get-offline-notes';
import { NeedsConnection } from '@/features/offline/components/needs-connection';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { useOnline } from '@/features/offline/hooks/use-online';
import { PdfReader } from '@/features/reader/components/pdf-reader';
import { PdfFileLinks, ReaderHeader } from '@/features/reader/components/reader-header';
import { ReaderUnavailable } from '@/features/reader/components/reader-unavailable';
import { preloadPdfEngine } from '@/features/reader/utils/preload-pdf-engine';
import { clampPage, readPageParam, withPageParam } from '@/features/reader/utils/page-param';
import { pdfFileName } from '@/features/reader/utils/pdf-file-name';
import { warmPdfEngine } from '@/features/reader/utils/warm-pdf-engine';
import { useToken } from '@/lib/auth';
import { safeExternalUrl } from '@/utils/safe-url';
import { unitLabel } from '@/utils/unit-label';

export default function NoteReaderPage() {
  // The engine's code downloads alongside the note's details, not after them.
  useEffect(warmPdfEngine, []);
  // The route pattern guarantees the param; '' only satisfies the type checker.
  const { noteId = '' } = useParams();
  // Another note is another reader: fresh page count, and its own open to log.
  return (
    <div className="reader-route">
      <NoteReader key={noteId} noteId={noteId} />
    </div>
  );
}

function NoteReader({ noteId }: { noteId: string }) {
  // Not useSearchParams: see routes/app/subject.tsx (landing budget).
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(useToken());
  const note = useNote(noteId);
  const online = useOnline();
  const saved = useOfflineNote({ kind: 'note', id: noteId });
  const [pageCount, setPageCount] = useState<number>();
  const page = readPageParam(search);
  const query = new URLSearchParams(search).get('q') ?? undefined;

  useReadingLog({
    note: note.data,
    page: pageCount ? clampPage(page, pageCount) : undefined,
    enabled: signedIn,
  });

  // Replace, not push: Back leaves the reader instead of turning the pages back one by one.
  const goToPage = (next: number) =>
    void navigate({ search: withPageParam(search, next) }, { replace: true });

  // Once the document is open, pdf.js holds it: losing the network mid-read changes nothing.
  if (!online && pageCount === undefined) {
    if (saved.isPending) return <Spinner label="Loading note…" />;
    if (!saved.data) {
      return (
        <NeedsConnection title={note.data?.title}>
          {signedIn && (
            <Link className="btn btn--primary" to={paths.myPdf.getHref()}>
              Notes and papers saved on this device
            </Link>
          )}
        </NeedsConnection>
      );
    }
  }
  // Offline, the saved copy stands in for the catalog answer when that was not kept.
  const details = note.data ?? (online ? undefined : saved.data);
  if (!details) {
    if (note.isError) return <ReaderUnavailable query={note} what="note" />;
    return <Spinner label="Loading note…" />;
  }

  const { title, subjectId, subjectName, semesterName, unit } = details;
  const pageShown = pageCount ? clampPage(page, pageCount) : page;
  // Offline, the file is the saved copy (kept under the URL it was saved from, which a replaced
  // file no longer has); online, the current file, which the service worker still answers from
  // the saved copy when the URL is the same.
  const url = safeExternalUrl(online ? details.pdfUrl : (saved.data?.pdfUrl ?? details.pdfUrl));
  return (
    <>
      <title>{`${title} · NoteSea`}</title>
      <ReaderHeader
        title={title}
        details={[
          subjectName,
          semesterName,
          unitLabel(unit) ?? undefined,
          note.data?.sharedBy ? `Shared by ${note.data.sharedBy}` : undefined,
        ]}
        back={{ to: paths.subject.getHref(subjectId), label: subjectName }}
      >
        {signedIn && note.data && <BookmarkToggle note={{ ...note.data, _id: noteId }} showLabel />}
        {url && (
          <SaveOfflineButton
            note={{ ...details, kind: 'note', id: noteId }}
            onSaved={preloadPdfEngine}
          />
        )}
        {/* Spaced-repetition cards of this note's unit (the practice route needs a login). */}
        {signedIn && unit !== null && (
          <Link className="btn btn--ghost" to={paths.practiceSession.getHref(subjectId, { unit })}>
            Practise this unit
          </Link>
        )}
        <ShareButton
          path={readerHref('note', noteId, { page: pageShown, pinPage: true })}
          what={`page ${pageShown} of ${title}`}
          title={`${title} · ${[subjectName, unitLabel(unit)].filter(Boolean).join(', ')} · Page ${pageShown}`}
        />
        {/* Both open the file from the network, in a tab the service worker does not serve. */}
        {url && online && <PdfFileLinks url={url} fileName={pdfFileName(title)} />}
      </ReaderHeader>
      {url ? (
        <PdfReader
          url={url}
          page={page}
          onPageChange={goToPage}
          highlight={query}
          onLoad={setPageCount}
        />
      ) : (
        <p role="alert" className="error-message">
          This note has no PDF yet.
        </p>
      )}
      {/* Questions from here start at the page on screen (the Assignment Partner needs a login). */}
      {signedIn && <ChatbotLauncher scope={{ noteId, page: pageShown, label: title }} />}
    </>
  );
}
