import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ShareButton } from '@/components/share/share-button';
import { Spinner } from '@/components/ui/spinner';
import { paths, readerHref } from '@/config/paths';
import { usePyq } from '@/features/notes/api/get-pyq';
import { pyqTitle } from '@/features/notes/utils/pyq-title';
import { PdfReader } from '@/features/reader/components/pdf-reader';
import { PdfFileLinks, ReaderHeader } from '@/features/reader/components/reader-header';
import { ReaderUnavailable } from '@/features/reader/components/reader-unavailable';
import { clampPage, readPageParam, withPageParam } from '@/features/reader/utils/page-param';
import { pdfFileName } from '@/features/reader/utils/pdf-file-name';
import { warmPdfEngine } from '@/features/reader/utils/warm-pdf-engine';
import { safeExternalUrl } from '@/utils/safe-url';

/** A previous-year paper in the reader. Nothing is logged or saved for papers (notes only). */
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
  const pyq = usePyq(pyqId);
  const page = readPageParam(search);
  const query = new URLSearchParams(search).get('q') ?? undefined;
  const [pageCount, setPageCount] = useState<number>();

  const goToPage = (next: number) =>
    void navigate({ search: withPageParam(search, next) }, { replace: true });

  if (pyq.isPending) return <Spinner label="Loading question paper…" />;
  if (pyq.isError) return <ReaderUnavailable query={pyq} what="paper" />;

  const { subjectId, subjectName, semesterName } = pyq.data;
  const title = pyqTitle(pyq.data);
  const url = safeExternalUrl(pyq.data.pdfUrl);
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
          pyq.data.sharedBy ? `Shared by ${pyq.data.sharedBy}` : undefined,
        ]}
        back={{ to: `${paths.subject.getHref(subjectId)}?tab=pyqs`, label: subjectName }}
      >
        {url && <PdfFileLinks url={url} fileName={pdfFileName(`${subjectName} ${title}`)} />}
        <ShareButton
          path={readerHref('pyq', pyqId, { page: pageShown, pinPage: true })}
          what={`page ${pageShown} of the ${title} paper`}
          title={`${subjectName} · ${title} paper · Page ${pageShown}`}
        />
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
