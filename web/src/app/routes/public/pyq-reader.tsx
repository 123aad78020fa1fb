import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ShareButton } from '@/components/share/share-button';
import { Spinner } from '@/components/ui/spinner';
import { paths, readerHref } from '@/config/paths';
import { usePyq } from '@/features/notes/api/get-pyq';
import { pyqTitle } from '@/features/notes/utils/pyq-title';
import { useOfflineNote } from '@/features/offline/api/get-offline-notes';
import { NeedsConnection } from '@/features/offline/components/needs-connection';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { useOnline } from '@/features/offline/hooks/use-online';
import type { OfflineNoteDetails } from '@/features/offline/lib/offline-store';
import { PdfReader } from '@/features/reader/components/pdf-reader';
import { PdfFileLinks, ReaderHeader } from '@/features/reader/components/reader-header';
import { ReaderUnavailable } from '@/features/reader/components/reader-unavailable';
import { preloadPdfEngine } from '@/features/reader/utils/preload-pdf-engine';
import { clampPage, readPageParam, withPageParam } from '@/features/reader/utils/page-param';
import { pdfFileName } from '@/features/reader/utils/pdf-file-name';
import { warmPdfEngine } from '@/features/reader/utils/warm-pdf-engine';
import { useToken } from '@/lib/auth';
import { safeExternalUrl } from '@/utils/safe-url';

/**
 * A previous-year paper in the reader. Nothing is logged for papers (notes only); saving one for
 * offline works as for a note (note-reader.tsx), and so does opening a saved one offline.
 */
export default function PyqReaderPage() {
  // The engine's code downloads alongside the paper's details, not after them.
  useEffect(warmPdfEngine, []);
  const { pyqId = '' } = useParams();
  return (
    <div className="reader-route">
      <PyqReader key={pyqId} pyqId={pyqId} />
    </div>
  );
}

function PyqReader({ pyqId }: { pyqId: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const signedIn = Boolean(useToken());
  const pyq = usePyq(pyqId);
  const online = useOnline();
  const saved = useOfflineNote({ kind: 'pyq', id: pyqId });
  const page = readPageParam(search);
  const query = new URLSearchParams(search).get('q') ?? undefined;
  const [pageCount, setPageCount] = useState<number>();

  const goToPage = (next: number) =>
    void navigate({ search: withPageParam(search, next) }, { replace: true });

  // As in note-reader.tsx: offline, a paper opens only from its saved copy.
  if (!online && pageCount === undefined) {
    if (saved.isPending) return <Spinner label="Loading question paper…" />;
    if (!saved.data) {
      return (
        <NeedsConnection what="paper" title={pyq.data && pyqTitle(pyq.data)}>
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
  const details: OfflineNoteDetails | undefined = pyq.data
    ? { ...pyq.data, kind: 'pyq', id: pyqId, title: pyqTitle(pyq.data), unit: null }
    : online
      ? undefined
      : saved.data;
  if (!details) {
    if (pyq.isError) return <ReaderUnavailable query={pyq} what="paper" />;
    return <Spinner label="Loading question paper…" />;
  }

  const { title, subjectId, subjectName, semesterName } = details;
  // Offline, the file is the saved copy, under the URL it was saved from (note-reader.tsx).
  const url = safeExternalUrl(online ? details.pdfUrl : (saved.data?.pdfUrl ?? details.pdfUrl));
  const pageShown = pageCount ? clampPage(page, pageCount) : page;
  return (
    <>
      <title>{`${subjectName}, ${title} · NoteSea`}</title>
      <ReaderHeader
        title={title}
        details={[
          'Question paper',
          subjectName,
          semesterName,
          pyq.data?.sharedBy ? `Shared by ${pyq.data.sharedBy}` : undefined,
        ]}
        back={{ to: `${paths.subject.getHref(subjectId)}?tab=pyqs`, label: subjectName }}
      >
        {url && <SaveOfflineButton note={details} onSaved={preloadPdfEngine} />}
        <ShareButton
          path={readerHref('pyq', pyqId, { page: pageShown, pinPage: true })}
          what={`page ${pageShown} of the ${title} paper`}
          title={`${subjectName} · ${title} paper · Page ${pageShown}`}
        />
        {/* Both open the file from the network, in a tab the service worker does not serve. */}
        {url && online && (
          <PdfFileLinks url={url} fileName={pdfFileName(`${subjectName} ${title}`)} />
        )}
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
          This paper has no PDF yet.
        </p>
      )}
    </>
  );
}
