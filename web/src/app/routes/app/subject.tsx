import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { ChatbotLauncher, type ChatbotAsk } from '@/features/chatbot/components/chatbot-launcher';
import { topicsQueryOptions } from '@/features/exam-prep/api/get-topics';
import { ExamPrep } from '@/features/exam-prep/components/exam-prep';
import { notesQueryOptions } from '@/features/notes/api/get-notes';
import { usePyqs } from '@/features/notes/api/get-pyqs';
import { SubjectView } from '@/features/notes/components/subject-view';
import { toSubjectTab, type SubjectTab } from '@/features/notes/utils/subject-tab';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { SubjectRequests } from '@/features/requests/components/subject-requests';
import { requestLabel } from '@/features/requests/utils/request-label';
import { preloadPdfEngine } from '@/features/reader/utils/preload-pdf-engine';
import { ContributeButton } from '@/features/uploads/components/contribute-button';

export default function SubjectPage() {
  // The route pattern guarantees the param; '' only satisfies the type checker.
  const { subjectId = '' } = useParams();
  // Not useSearchParams: react-router lives in the landing entry chunk, and that hook's code alone
  // adds ~0.4 KB gzip there (docs/architecture.md §10 budget); URLSearchParams does the same here.
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The units of the subject's notes, for the contribution dialog's unit picker: read from the
  // Notes tab's own query as it loads, never fetched for this alone (not known: Unit 1–5).
  const noteUnits = useQuery({ ...notesQueryOptions(subjectId), enabled: false }).data?.map(
    (note) => note.unit,
  );
  // The Exam prep tab's "Explain" hands its question to the Assignment Partner window here:
  // the two features do not know each other, the route composes them.
  const [ask, setAsk] = useState<ChatbotAsk>();
  const explain = (text: string, from: HTMLElement) =>
    setAsk((last) => ({ id: (last?.id ?? 0) + 1, text, from }));

  const selectTab = (tab: SubjectTab) => {
    const params = new URLSearchParams(search);
    if (tab === 'notes') params.delete('tab');
    else params.set('tab', tab);
    const query = params.toString();
    // Same path; replace, because switching tabs is not a new page: Back leaves the subject
    // instead of replaying the tabs.
    void navigate({ search: query ? `?${query}` : '' }, { replace: true });
  };

  return (
    <>
      <title>Notes · NoteSea</title>
      <SubjectView
        subjectId={subjectId}
        tab={toSubjectTab(new URLSearchParams(search).get('tab'))}
        onTabChange={selectTab}
        renderNoteActions={(note) => (
          <>
            <BookmarkToggle note={{ ...note, subjectId }} />
            <SaveOfflineButton
              note={{ ...note, kind: 'note', id: note._id, subjectId }}
              onSaved={preloadPdfEngine}
            />
          </>
        )}
        prep={{
          panel: <PrepPanel subjectId={subjectId} onExplain={explain} />,
          // Only the shown panel mounts; a pointer resting on the tab starts the load earlier.
          prefetch: () => void queryClient.prefetchQuery(topicsQueryOptions(subjectId)),
        }}
      />
      {/* What students ask for, and their own contributions. The two features do not
          know each other: an open request is answered by an upload filled in with what it asks. */}
      <SubjectRequests
        subjectId={subjectId}
        actions={
          <>
            <ContributeButton kind="note" subjectId={subjectId} noteUnits={noteUnits} />
            <ContributeButton kind="pyq" subjectId={subjectId} />
          </>
        }
        renderAnswer={(request) => (
          <ContributeButton
            kind={request.kind}
            subjectId={subjectId}
            label="I have it"
            variant="ghost"
            noteUnits={noteUnits}
            aria-label={`I have it: contribute ${requestLabel(request)}`}
            defaultValues={{
              unit: request.unit ? String(request.unit) : '',
              year: request.year ? String(request.year) : '',
              session: request.session ?? '',
            }}
          />
        )}
      />
      {/* Questions from here, typed or sent by "Explain", are answered from this subject. */}
      <ChatbotLauncher subjectId={subjectId} ask={ask} />
    </>
  );
}

/**
 * The Exam prep tab with the count of the subject's listed papers, so it never says there are
 * none while the PYQs tab lists some (the two features do not know each other; the route
 * composes them). Mounted only while the tab shows.
 */
function PrepPanel({
  subjectId,
  onExplain,
}: {
  subjectId: string;
  onExplain: (text: string, from: HTMLElement) => void;
}) {
  const pyqs = usePyqs(subjectId);
  return (
    <ExamPrep
      subjectId={subjectId}
      onExplain={onExplain}
      papers={{ listed: pyqs.data?.length, href: '?tab=pyqs' }}
    />
  );
}
