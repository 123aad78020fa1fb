import * as Dialog from '@radix-ui/react-dialog';
import type { ProjectDto } from '@notesea/contract/projects';
import { Suspense, useCallback, useState, type CSSProperties, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import type { FlashState } from '@/components/ui/flash-message';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { CreateOrderBody } from '../api/create-order';
import { useBookProject } from '../hooks/use-book-project';
import { levelCssColor, type ProjectLevel } from '../utils/levels';
import type { BookingFormFields } from './booking-form';
import { ProjectDetails } from './project-details';

// react-hook-form and zod are only needed by someone who decides to book.
const BookingForm = lazyWithPreload(() => import('./booking-form').then((m) => m.BookingForm));

export const PAYMENT_SUCCESS = '✅ Payment successful! Redirecting to bookings...';

type ProjectDialogProps = {
  project: ProjectDto;
  level: ProjectLevel;
  /** The card that opened the dialog: Radix can only restore focus to its own Trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Called once a payment is verified (see ProjectCatalog). */
  onBooked?: () => void;
};

/**
 * The modal flow of one project (docs/product.md §2, §4): details, then the booking form and payment.
 * While Razorpay's window is open this dialog steps aside: a modal dialog keeps focus and pointer
 * events to itself, which would leave the payment window unusable.
 */
export function ProjectDialog({
  project,
  level,
  returnFocusTo,
  onClose,
  onBooked,
}: ProjectDialogProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<'details' | 'booking'>('details');
  // The form is rebuilt when the dialog comes back after the payment window: keep what was typed.
  const [formValues, setFormValues] = useState<BookingFormFields | undefined>();

  const onPaid = useCallback(() => {
    // docs/product.md §4, §9: the message, the dialogs close at once, then My Bookings (which shows it).
    onClose();
    void navigate(paths.myBookings.getHref(), {
      state: { flash: PAYMENT_SUCCESS } satisfies FlashState,
    });
  }, [navigate, onClose]);
  const booking = useBookProject({ project, level, onBooked, onPaid });
  // Closing mid-request would leave an order or a payment half done.
  const locked = booking.phase === 'creating' || booking.phase === 'verifying';

  const submit = (body: CreateOrderBody, values: BookingFormFields) => {
    setFormValues(values);
    void booking.pay(body);
  };

  return (
    <>
      <Dialog.Root
        open={booking.phase !== 'checkout'}
        onOpenChange={(open) => !open && !locked && onClose()}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content
            className="dialog"
            style={{ '--level-color': levelCssColor(level.category) } as CSSProperties}
            // Only the details step has a description; the form's fields describe themselves.
            {...(step === 'booking' || !project.description
              ? { 'aria-describedby': undefined }
              : {})}
            onEscapeKeyDown={(event) => locked && event.preventDefault()}
            onInteractOutside={(event) => locked && event.preventDefault()}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              returnFocusTo.current?.focus();
            }}
          >
            {step === 'details' ? (
              <ProjectDetails
                project={project}
                level={level}
                onContinue={() => {
                  BookingForm.preload();
                  setStep('booking');
                }}
              />
            ) : (
              <>
                <Dialog.Title className="dialog__title">{`Book ${project.name}`}</Dialog.Title>
                <Suspense fallback={<Spinner label="Loading the booking form…" />}>
                  <BookingForm
                    project={project}
                    defaultValues={formValues}
                    busy={booking.busy}
                    error={booking.error}
                    onSubmit={submit}
                    onCancel={onClose}
                  />
                </Suspense>
              </>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      {booking.phase === 'checkout' && (
        // Normally hidden under Razorpay's window; it matters if that window vanishes silently.
        <div className="checkout-status" role="status">
          <p>Complete the payment in the Razorpay window.</p>
          <Button variant="secondary" onClick={booking.abandonCheckout}>
            Back to the booking form
          </Button>
        </div>
      )}
    </>
  );
}
