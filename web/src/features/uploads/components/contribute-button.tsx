import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useToken } from '@/lib/auth';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { UploadKind } from '../types';
import type { UploadFormValues } from '../utils/upload-form';

// The form, its checks (react-hook-form, zod) and the upload code are fetched only when a student
// is about to contribute (a pointer on the button, or its focus), never with the subject page.
const UploadDialog = lazyWithPreload(() => import('./upload-dialog').then((m) => m.UploadDialog));

type ContributeButtonProps = {
  kind: UploadKind;
  subjectId: string;
  /** The button's text; by default "Contribute notes" / "Contribute a paper". */
  label?: string;
  /** Filled into the form, e.g. what a request asks for. */
  defaultValues?: Partial<UploadFormValues>;
  /** The unit of each of the subject's notes: the dialog's unit picker lists the units. */
  noteUnits?: readonly (number | null)[];
  variant?: 'primary' | 'secondary' | 'ghost';
  /** Names the button for screen readers where its label alone is ambiguous. */
  'aria-label'?: string;
};

/**
 * Opens the contribution dialog for this subject. A visitor is sent to sign in instead: an upload
 * belongs to an account (its owner follows it in My uploads).
 */
export function ContributeButton({
  kind,
  subjectId,
  label = kind === 'note' ? 'Contribute notes' : 'Contribute a paper',
  defaultValues,
  noteUnits,
  variant = 'secondary',
  'aria-label': ariaLabel,
}: ContributeButtonProps) {
  const signedIn = Boolean(useToken());
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (!signedIn) {
    return (
      <Link className={`btn btn--${variant}`} to={paths.home.getHref()}>
        Sign in to {label.charAt(0).toLowerCase()}
        {label.slice(1)}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`btn btn--${variant}`}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        onPointerEnter={UploadDialog.preload}
        onFocus={UploadDialog.preload}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <UploadDialog
            kind={kind}
            subjectId={subjectId}
            defaultValues={defaultValues}
            noteUnits={noteUnits}
            returnFocusTo={button}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
