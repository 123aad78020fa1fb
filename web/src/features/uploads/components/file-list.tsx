import { useEffect, useMemo, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PHOTOS } from '@notesea/contract/contributions-rules';
import { ACCEPTED_FILES, fileKind, formatSize } from '../utils/check-files';

type FileListProps = {
  id: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** id of the message describing the files' current problem, when there is one. */
  errorId?: string;
};

/**
 * The file picker and the chosen files in page order. Photos can be picked in several rounds (a
 * phone's picker often returns them one by one), moved up or down and removed; anything else
 * picked (a PDF, a file of another type) replaces what was chosen, and photos replace a non-photo.
 */
export function FileList({ id, files, onChange, errorId }: FileListProps) {
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    // Cleared so picking the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const allPhotos = (list: File[]) => list.every((file) => fileKind(file) === 'photo');
    const keepEarlier = allPhotos(picked) && allPhotos(files);
    onChange(keepEarlier ? [...files, ...picked] : picked);
  };
  const move = (from: number, to: number) => {
    const next = [...files];
    const [file] = next.splice(from, 1);
    next.splice(to, 0, file!);
    onChange(next);
  };
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const photos = !hasPdf(files);
  const hintId = `${id}-hint`;

  return (
    <div className="field">
      <span id={`${id}-label`} className="upload-files__label">
        PDF or photos of the pages
      </span>
      {/* The native input is kept (keyboard, screen readers, the phone's camera) but hidden: its
          own "No file chosen" would contradict the list below, which is what counts. */}
      <input
        id={id}
        className="visually-hidden file-input"
        type="file"
        multiple
        accept={ACCEPTED_FILES}
        aria-labelledby={`${id}-label`}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        onChange={pick}
      />
      <label htmlFor={id} className="btn btn--secondary file-input__button" aria-hidden="true">
        {files.length > 0 && photos ? 'Add more photos' : 'Choose a PDF or photos'}
      </label>
      <p id={hintId} className="field__hint">
        One PDF up to {formatSize(UPLOAD_MAX_BYTES)}, or up to {UPLOAD_MAX_PHOTOS} photos (JPEG or
        PNG, {formatSize(UPLOAD_MAX_BYTES)} together) in page order.
      </p>
      {files.length > 0 && (
        <>
          <p className="upload-files__summary" aria-live="polite">
            {photos
              ? `${files.length} photo${files.length === 1 ? '' : 's'}, ${formatSize(total)} of ${formatSize(UPLOAD_MAX_BYTES)}`
              : `PDF, ${formatSize(total)} of ${formatSize(UPLOAD_MAX_BYTES)}`}
          </p>
          <ol className="upload-files" aria-label="Chosen files, in page order">
            {files.map((file, index) => (
              <FileRow
                key={keyOf(file)}
                file={file}
                page={index + 1}
                photos={photos}
                onUp={index > 0 ? () => move(index, index - 1) : undefined}
                onDown={index < files.length - 1 ? () => move(index, index + 1) : undefined}
                onRemove={() => onChange(files.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

type FileRowProps = {
  file: File;
  page: number;
  photos: boolean;
  onUp?: () => void;
  onDown?: () => void;
  onRemove: () => void;
};

function FileRow({ file, page, photos, onUp, onDown, onRemove }: FileRowProps) {
  const preview = usePreview(fileKind(file) === 'photo' ? file : undefined);
  const what = photos ? `page ${page} (${file.name})` : file.name;
  return (
    <li className="upload-file">
      {preview ? (
        <img className="upload-file__preview" src={preview} alt="" width={48} height={48} />
      ) : (
        <span className="upload-file__preview upload-file__preview--none" aria-hidden="true">
          {photos ? page : 'PDF'}
        </span>
      )}
      <span className="upload-file__name">
        {photos && <span className="visually-hidden">Page {page}: </span>}
        {file.name} <span className="upload-file__size">{formatSize(file.size)}</span>
      </span>
      <span className="upload-file__actions">
        {photos && (
          <>
            {/* aria-disabled, not disabled: the focus stays on a button that just moved its
                photo to the top or bottom, instead of dropping to the page. */}
            <Button
              variant="ghost"
              aria-label={`Move up ${what}`}
              aria-disabled={!onUp}
              onClick={onUp}
            >
              Move up
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move down ${what}`}
              aria-disabled={!onDown}
              onClick={onDown}
            >
              Move down
            </Button>
          </>
        )}
        <Button variant="ghost" aria-label={`Remove ${what}`} onClick={onRemove}>
          Remove
        </Button>
      </span>
    </li>
  );
}

/** A thumbnail URL for a photo while it is shown; none where the browser cannot make one. */
function usePreview(file: File | undefined): string | undefined {
  const url = useMemo(
    () =>
      file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
    [file],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

const keys = new WeakMap<File, number>();
let lastKey = 0;

/** A row's key that follows its file when the order changes, so focus stays on the moved row. */
function keyOf(file: File): number {
  let key = keys.get(file);
  if (key === undefined) keys.set(file, (key = ++lastKey));
  return key;
}

function hasPdf(files: File[]): boolean {
  return files.some((file) => fileKind(file) === 'pdf');
}
