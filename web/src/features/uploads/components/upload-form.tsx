import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EXAM_SESSIONS } from '@/utils/exam-sessions';
import { SelectField, TextField } from '@/components/ui/text-field';
import type { UploadKind } from '../types';
import {
  EMPTY_UPLOAD_FORM,
  TITLE_MAX,
  uploadFormSchema,
  type UploadFormValues,
} from '../utils/upload-form';
import { unitChoices } from '../utils/unit-choices';
import { FileList } from './file-list';

type UploadFormProps = {
  kind: UploadKind;
  subjectId: string;
  /** Filled in beforehand, e.g. from the request the student answers. */
  defaultValues?: Partial<UploadFormValues>;
  /** The unit of each of the subject's notes, for the unit picker (undefined: not known). */
  noteUnits?: readonly (number | null)[];
  busy: boolean;
  /** Shown above the buttons: the server's refusal, or what went wrong on the way. */
  alert?: ReactNode;
  onSubmit: (values: UploadFormValues) => void;
  onCancel: () => void;
};

/**
 * The contribution's details and files. Every problem shows on submit beside its field, the first
 * invalid field gets the focus, and from then on the messages follow the input.
 */
export function UploadForm({
  kind,
  subjectId,
  defaultValues,
  noteUnits,
  busy,
  alert,
  onSubmit,
  onCancel,
}: UploadFormProps) {
  const id = useId();
  const schema = useMemo(() => uploadFormSchema(kind, subjectId), [kind, subjectId]);
  const form = useForm<UploadFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_UPLOAD_FORM, ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus(kind === 'note' ? 'unit' : 'year'), [kind, setFocus]);

  const errorOf = (name: keyof UploadFormValues) => {
    const message = errors[name]?.message;
    return message ? { errorId: `${id}-${name}-error`, message } : undefined;
  };
  const unit = errorOf('unit');
  const year = errorOf('year');
  const session = errorOf('session');
  const title = errorOf('title');
  const files = errorOf('files');

  return (
    <form
      className="form upload-form"
      noValidate
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onSubmit)(event);
      }}
    >
      {kind === 'note' ? (
        <div>
          <SelectField
            id={`${id}-unit`}
            label="Unit"
            hint="The syllabus unit these notes cover."
            requiredMark
            errorId={unit?.errorId}
            options={unitChoices(noteUnits, defaultValues?.unit)}
            placeholder="Choose…"
            {...form.register('unit')}
          />
          <FieldError error={unit} />
        </div>
      ) : (
        <div className="upload-form__pair">
          <div>
            <TextField
              id={`${id}-year`}
              label="Year"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 2024"
              maxLength={4}
              requiredMark
              errorId={year?.errorId}
              {...form.register('year')}
            />
            <FieldError error={year} />
          </div>
          <div>
            <SelectField
              id={`${id}-session`}
              label="Exam month"
              requiredMark
              errorId={session?.errorId}
              options={EXAM_SESSIONS}
              placeholder="Choose…"
              {...form.register('session')}
            />
            <FieldError error={session} />
          </div>
        </div>
      )}

      <div>
        <TextField
          id={`${id}-title`}
          label="Title (optional)"
          hint={kind === 'note' ? 'e.g. Normalization' : 'Left blank: the month and year'}
          maxLength={TITLE_MAX + 20}
          errorId={title?.errorId}
          {...form.register('title')}
        />
        <FieldError error={title} />
      </div>

      <fieldset className="sheet-dialog__choice">
        <legend>Credit</legend>
        <label className="checkbox">
          <input type="radio" value="name" {...form.register('credit')} />
          <span>Show my first name (“Shared by …”)</span>
        </label>
        <label className="checkbox">
          <input type="radio" value="anonymous" {...form.register('credit')} />
          <span>Stay anonymous</span>
        </label>
      </fieldset>

      <div>
        <Controller
          control={form.control}
          name="files"
          render={({ field }) => (
            <FileList
              id={`${id}-files`}
              files={field.value}
              onChange={field.onChange}
              errorId={files?.errorId}
            />
          )}
        />
        <FieldError error={files} />
      </div>

      {alert}

      <div className="form__actions">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus out of the form. */}
        <Button type="submit" aria-disabled={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FieldError({ error }: { error?: { errorId: string; message: string } }) {
  if (!error) return null;
  return (
    <p id={error.errorId} className="field-error" role="alert">
      {error.message}
    </p>
  );
}
