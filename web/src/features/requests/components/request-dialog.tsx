import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, type ReactNode, type RefObject } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { EXAM_SESSIONS } from '@/utils/exam-sessions';
import { useCreateRequest } from '../api/create-request';
import {
  EMPTY_REQUEST_FORM,
  MESSAGE_MAX,
  requestFormSchema,
  toCreateRequest,
  type RequestFormValues,
} from '../utils/request-form';
import { requestLabel } from '../utils/request-label';
import '@/styles/sheet-dialog.css';

type RequestDialogProps = {
  subjectId: string;
  /** The button that opened the dialog: Radix can only restore focus to its own Trigger. */
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** Called with what to tell the student once the server took the request (or their vote). */
  onSent: (message: string) => void;
};

/** "Request notes or a paper": a unit's notes or a year's paper, with an optional message. */
export function RequestDialog({ subjectId, returnFocusTo, onClose, onSent }: RequestDialogProps) {
  const id = useId();
  const create = useCreateRequest();
  const schema = useMemo(() => requestFormSchema(subjectId), [subjectId]);
  const form = useForm<RequestFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REQUEST_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const { errors } = form.formState;
  const errorOf = (name: keyof RequestFormValues) => {
    const message = errors[name]?.message;
    return message ? { errorId: `${id}-${name}-error`, message } : undefined;
  };
  const unit = errorOf('unit');
  const year = errorOf('year');
  const session = errorOf('session');
  const message = errorOf('message');

  const submit = (values: RequestFormValues) => {
    const input = toCreateRequest(subjectId, values);
    const what = requestLabel({
      kind: input.kind,
      unit: input.kind === 'note' ? input.unit : null,
      year: input.kind === 'pyq' ? input.year : null,
      session: input.kind === 'pyq' ? input.session : null,
    });
    create.mutate(input, {
      onSuccess: (answer) =>
        onSent(
          answer.votes > 1
            ? `${what} was already requested: your vote is added (${answer.votes} students asked).`
            : `Request sent: ${what}. You will be notified when it is published.`,
        ),
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-dialog__overlay" />
        <Dialog.Content
          className="sheet-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="sheet-dialog__title">Request notes or a paper</Dialog.Title>
          <Dialog.Description className="sheet-dialog__description">
            Students who have it can share it here, and everyone who asked is notified when it is
            published.
          </Dialog.Description>
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              if (create.isPending) {
                event.preventDefault();
                return;
              }
              void form.handleSubmit(submit)(event);
            }}
          >
            <fieldset className="sheet-dialog__choice">
              <legend>What is missing?</legend>
              <label className="checkbox">
                <input type="radio" value="note" {...form.register('kind')} />
                <span>A unit’s notes</span>
              </label>
              <label className="checkbox">
                <input type="radio" value="pyq" {...form.register('kind')} />
                <span>A year’s paper</span>
              </label>
            </fieldset>

            {kind === 'note' ? (
              <Field error={unit}>
                <TextField
                  id={`${id}-unit`}
                  label="Unit"
                  inputMode="numeric"
                  autoComplete="off"
                  requiredMark
                  errorId={unit?.errorId}
                  {...form.register('unit')}
                />
              </Field>
            ) : (
              <>
                <Field error={year}>
                  <TextField
                    id={`${id}-year`}
                    label="Year"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={4}
                    requiredMark
                    errorId={year?.errorId}
                    {...form.register('year')}
                  />
                </Field>
                <Field error={session}>
                  <SelectField
                    id={`${id}-session`}
                    label="Exam month"
                    requiredMark
                    errorId={session?.errorId}
                    options={EXAM_SESSIONS}
                    placeholder="Choose…"
                    {...form.register('session')}
                  />
                </Field>
              </>
            )}

            <Field error={message}>
              <TextAreaField
                id={`${id}-message`}
                label="Message (optional)"
                rows={2}
                maxLength={MESSAGE_MAX + 20}
                errorId={message?.errorId}
                {...form.register('message')}
              />
            </Field>

            {create.isError && (
              <p className="form-alert" role="alert">
                {getErrorMessage(create.error, 'Could not send the request. Try again.')}
              </p>
            )}
            <div className="form__actions">
              <Button type="submit" aria-disabled={create.isPending}>
                {create.isPending ? 'Sending…' : 'Send request'}
              </Button>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Field({
  error,
  children,
}: {
  error?: { errorId: string; message: string };
  children: ReactNode;
}) {
  return (
    <div>
      {children}
      {error && (
        <p id={error.errorId} className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
