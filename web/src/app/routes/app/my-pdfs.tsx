import { SavedNotes } from '@/features/bookmarks/components/saved-notes';
import { DownloadsList } from '@/features/notes/components/downloads-list';
import { OfflineNotes } from '@/features/offline/components/offline-notes';
import { SaveOfflineButton } from '@/features/offline/components/save-offline-button';
import { preloadPdfEngine } from '@/features/reader/utils/preload-pdf-engine';

export default function MyPdfsPage() {
  return (
    <>
      <title>My PDFs · NoteSea</title>
      <h1>My PDFs</h1>
      {/* First: offline it is the one list that loads (it comes from the device). */}
      <OfflineNotes />
      {/* Recently opened entries carry no title or unit, so saving for offline is offered on the
          starred notes, which carry everything a saved copy shows. */}
      <SavedNotes
        renderNoteActions={(bookmark) => (
          <SaveOfflineButton
            note={{ ...bookmark, kind: 'note', id: bookmark.noteId }}
            onSaved={preloadPdfEngine}
          />
        )}
      />
      <section aria-labelledby="opened-notes-title">
        <h2 id="opened-notes-title">Recently opened</h2>
        <p className="subtitle">Notes you have opened, most recent first.</p>
        <DownloadsList />
      </section>
    </>
  );
}
