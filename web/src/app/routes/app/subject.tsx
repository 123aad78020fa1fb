import { useLocation, useNavigate, useParams } from 'react-router';
import { BookmarkToggle } from '@/features/bookmarks/components/bookmark-toggle';
import { SubjectView } from '@/features/notes/components/subject-view';
import { toSubjectTab, type SubjectTab } from '@/features/notes/utils/subject-tab';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { preloadPdfEngine } from '@/features/reader/utils/preload-pdf-engine';

export default function SubjectPage() {
  // The route pattern guarantees the param; '' only satisfies the type checker.
  const { subjectId = '' } = useParams();
  // Not useSearchParams: react-router lives in the landing entry chunk, and that hook's code alone
  // adds ~0.4 KB gzip there (DESIGN §10 budget); URLSearchParams does the same here.
  const { search } = useLocation();
  const navigate = useNavigate();

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
              note={{ ...note, noteId: note._id, subjectId }}
              onSaved={preloadPdfEngine}
            />
          </>
        )}
      />
    </>
  );
}
