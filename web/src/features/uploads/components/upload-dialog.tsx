import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { UploadError } from '@/lib/upload-request';
import { useCreateUpload } from '../api/create-upload';
import type { UploadKind } from '../types';
import { existingHref } from '../utils/existing-href';
import { toUploadInput, type UploadFormValues } from '../utils/upload-form';
import { UploadForm } from './upload-form';
import { UploadProgressBar } from './upload-progress';
import '@/styles/sheet-dialog.css';
import './uploads.css';

type UploadDialogProps = {
  kind: UploadKind;
  subjectId: string;
  /** Filled in beforehand, e.g. the unit or paper a request asks for. */
  defaultValues?: Partial<UploadFormValues>;
  /** The unit of each of the subject's notes, for the unit picker. */
  noteUnits?: readonly (number | null)[];
  /** The button that opened the dialog: Radix can only restore focus to its own Trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
};

const TITLES: Record<UploadKind, string> = {
  note: 'Contribute notes',
  pyq: 'Contribute a paper',
};

/**
 * "Contribute notes" / "Contribute a paper": the form, the upload with its progress,
 * then a thank-you pointing to My uploads. A refusal keeps the form as it was, with the server's
 * reason (and a link to the identical published file when that is the reason).
 */
export function UploadDialog({
  kind,
  subjectId,
  defaultValues,
  noteUnits,
  returnFocusTo,
  onClose,
}: UploadDialogProps) {
  const upload = useCreateUpload();
  // The form stays mounted across a failed attempt, so nothing typed or picked is lost.
  const submit = (values: UploadFormValues) =>
    upload.mutate(toUploadInput(kind, subjectId, values));
  const close = () => {
    if (upload.isPending) upload.cancel();
    onClose();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-dialog__overlay" />
        <Dialog.Content
          className="sheet-dialog"
          // The thank-you step has no description; its status line speaks for itself.
          {...(upload.isSuccess ? { 'aria-describedby': undefined } : {})}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="sheet-dialog__title">{TITLES[kind]}</Dialog.Title>
          {upload.isSuccess ? (
            <Thanks kind={kind} onClose={close} />
          ) : (
            <>
              <Dialog.Description className="sheet-dialog__description">
                The content team checks every upload before anyone else can see it.
              </Dialog.Description>
              <UploadForm
                kind={kind}
                subjectId={subjectId}
                defaultValues={defaultValues}
                noteUnits={noteUnits}
                busy={upload.isPending}
                alert={
                  upload.isPending ? (
                    <UploadProgressBar progress={upload.progress} />
                  ) : upload.isError ? (
                    <Refusal error={upload.error} />
                  ) : undefined
                }
                onSubmit={submit}
                onCancel={close}
              />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Refusal({ error }: { error: unknown }) {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  const message = getErrorMessage(
    error,
    error instanceof TypeError
      ? 'The upload did not reach NoteSea. Check your connection and try again.'
      : 'Could not upload the file. Try again.',
  );
  const href = error instanceof UploadError ? existingHref(error.body) : undefined;
  return (
    <div className="form-alert" role="alert">
      <p>{message}</p>
      {href && (
        <p>
          <Link to={href}>Open the published copy</Link>
        </p>
      )}
    </div>
  );
}

function Thanks({ kind, onClose }: { kind: UploadKind; onClose: () => void }) {
  return (
    <div className="upload-thanks">
      <p className="form-status" role="status">
        Thank you! Your {kind === 'note' ? 'notes are' : 'paper is'} waiting for review. We will
        notify you when the content team has looked at {kind === 'note' ? 'them' : 'it'}.
      </p>
      <div className="form__actions">
        <Link className="btn btn--primary" to={paths.myUploads.getHref()}>
          See My uploads
        </Link>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
