/**
 * How far an upload is: a progress bar and its words, announced politely. `progress` is the
 * fraction of the body sent (0–1), or null before the browser's first report (the bar is then
 * indeterminate). All bytes sent is not done: the server still checks and combines the files.
 */
export function UploadProgressBar({ progress }: { progress: number | null }) {
  const percent = progress === null ? undefined : Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <progress aria-label="Upload progress" max={100} value={percent} />
      <p className="upload-progress__text" role="status">
        {percent === undefined
          ? 'Starting the upload…'
          : percent < 100
            ? `Uploading… ${percent}%`
            : 'Sent. Checking the file…'}
      </p>
    </div>
  );
}
