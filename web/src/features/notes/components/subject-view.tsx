import * as Tabs from '@radix-ui/react-tabs';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useNotes } from '../api/get-notes';
import { pyqsQueryOptions } from '../api/get-pyqs';
import type { NoteDto as Note } from '@notesea/contract/notes';
import { toSubjectTab, type SubjectTab } from '../utils/subject-tab';
import { SubjectNotes } from './subject-notes';
import { SubjectPyqs } from './subject-pyqs';
import './subject-view.css';

type SubjectViewProps = {
  subjectId: string;
  tab: SubjectTab;
  onTabChange: (tab: SubjectTab) => void;
  /** Controls shown beside each note (the route adds the bookmark star). */
  renderNoteActions?: (note: Note) => ReactNode;
  /**
   * The Exam prep tab's content and a way to start loading it early; the route composes it in
   * from its own feature. Without it the tab is not offered.
   */
  prep?: { panel: ReactNode; prefetch?: () => void };
};

/**
 * A subject: its heading, then the tabs Notes (by unit), PYQs (question papers) and Exam prep
 * (most-asked topics).
 */
export function SubjectView({
  subjectId,
  tab,
  onTabChange,
  renderNoteActions,
  prep,
}: SubjectViewProps) {
  const queryClient = useQueryClient();
  // Notes carry their subject and semester names; there is no subject endpoint to ask.
  const first = useNotes(subjectId).data?.[0];
  // Only the shown panel mounts, so the papers load when their tab opens; a pointer resting on
  // the tab starts that a moment earlier.
  const prefetchPyqs = () => void queryClient.prefetchQuery(pyqsQueryOptions(subjectId));

  return (
    <section aria-labelledby="subject-title">
      <Link className="back-link" to={paths.dashboard.getHref()}>
        ← All semesters
      </Link>
      <h1 id="subject-title">{first?.subjectName ?? 'Notes'}</h1>
      {first?.semesterName && <p className="subtitle">{first.semesterName}</p>}
      <Tabs.Root
        className="subject-tabs"
        value={tab}
        onValueChange={(value) => onTabChange(toSubjectTab(value))}
      >
        <Tabs.List className="subject-tabs__list" aria-label="Study material">
          <Tabs.Trigger className="subject-tabs__trigger" value="notes">
            Notes
          </Tabs.Trigger>
          <Tabs.Trigger
            className="subject-tabs__trigger"
            value="pyqs"
            onPointerEnter={prefetchPyqs}
            onFocus={prefetchPyqs}
          >
            PYQs
          </Tabs.Trigger>
          {prep && (
            <Tabs.Trigger
              className="subject-tabs__trigger"
              value="prep"
              onPointerEnter={prep.prefetch}
              onFocus={prep.prefetch}
            >
              Exam prep
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content className="subject-tabs__panel" value="notes">
          <SubjectNotes subjectId={subjectId} renderNoteActions={renderNoteActions} />
        </Tabs.Content>
        <Tabs.Content className="subject-tabs__panel" value="pyqs">
          <SubjectPyqs subjectId={subjectId} />
        </Tabs.Content>
        {prep && (
          <Tabs.Content className="subject-tabs__panel" value="prep">
            {prep.panel}
          </Tabs.Content>
        )}
      </Tabs.Root>
    </section>
  );
}
