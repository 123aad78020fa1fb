import { DownloadsList } from '@/features/notes/components/downloads-list';

export default function MyPdfsPage() {
  return (
    <>
      <title>My PDFs · NoteSea</title>
      <h1>My PDFs</h1>
      <p className="subtitle">Notes you have opened, most recent first.</p>
      <DownloadsList />
    </>
  );
}
