import { MyUploads } from '@/features/uploads/components/my-uploads';

export default function MyUploadsPage() {
  return (
    <>
      <title>My uploads · NoteSea</title>
      <header className="page-header">
        <h1>My uploads</h1>
        <p className="subtitle">
          Notes and papers you shared. The content team checks each one before it is published.
        </p>
      </header>
      <MyUploads />
    </>
  );
}
