import {
  CAREER_FIELD_MAX,
  CAREER_FIELDS,
  CAREER_MESSAGES,
  firstCareersError,
  RESUME_ACCEPT,
  type CareerField,
} from '@shared/careers-rules';
import { useRef, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { firstErrorResolver, formAlert } from '@/lib/first-error-resolver';
import { buildApplicationForm, useSubmitApplication } from '../api/submit-application';
import { POSITIONS } from '../roles';
import './careers.css';

const ERROR_ID = 'apply-error';

/** The form's state: the text fields as typed and the chosen resume (a FileList from the input). */
type ApplicationValues = Record<CareerField, string> & { resume: FileList | null };

const EMPTY: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  position: '',
  linkedin: '',
  portfolio: '',
  skills: '',
  experience: '',
  about: '',
  resume: null,
};

// The rules behind the API's own schema (without zod, which this page would otherwise download),
// in spec §5 order: resume attached → required fields → resume type; one message at a time.
const resolver = firstErrorResolver<ApplicationValues>(({ resume, ...fields }) =>
  firstCareersError(fields, resume?.[0]),
);

/**
 * Spec §2 'Apply Now'. Checks run in spec §5's order and show one message at a time, so the
 * browser's own validation bubbles are off (noValidate).
 */
export function ApplicationForm() {
  const [submitted, setSubmitted] = useState(false);
  const upload = useSubmitApplication();
  const resumeInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<ApplicationValues>({
    resolver,
    defaultValues: EMPTY,
    // As before: the message stays until the next attempt.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const onValid = ({ resume: files, ...typed }: ApplicationValues) => {
    const resume = files?.[0];
    if (!resume) return;
    const fields = Object.fromEntries(CAREER_FIELDS.map((name) => [name, typed[name]]));
    upload.mutate(buildApplicationForm(fields, resume), {
      onSuccess: () => {
        // Spec §4: form and file cleared on success (reset() without values resets the <form>).
        form.reset();
        if (resumeInput.current) resumeInput.current.value = '';
        setSubmitted(true);
      },
    });
  };

  const failure = upload.isError ? getErrorMessage(upload.error, 'Upload failed') : undefined;
  const error = formAlert(form.formState.errors, failure);
  const errorIdFor = (field: string) => (error?.field === field ? ERROR_ID : undefined);
  const resumeField = form.register('resume');

  return (
    <form
      className="form application-form"
      onSubmit={(event) => {
        if (upload.isPending) {
          event.preventDefault();
          return;
        }
        setSubmitted(false);
        upload.reset();
        void form.handleSubmit(onValid)(event);
      }}
      noValidate
      aria-labelledby="apply-title"
    >
      <div className="form-grid">
        <TextField
          name="name"
          label="Full name"
          required
          autoComplete="name"
          errorId={errorIdFor('name')}
          field={form.register('name')}
        />
        <TextField
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
          errorId={errorIdFor('email')}
          field={form.register('email')}
        />
        <TextField
          name="phone"
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          errorId={errorIdFor('phone')}
          field={form.register('phone')}
        />
        <div className="field">
          <label htmlFor="apply-position">
            Position <span aria-hidden="true">*</span>
          </label>
          <select
            id="apply-position"
            className="input"
            aria-required="true"
            aria-invalid={errorIdFor('position') ? true : undefined}
            aria-describedby={errorIdFor('position')}
            {...form.register('position')}
          >
            <option value="">Choose a position</option>
            {POSITIONS.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </select>
        </div>
        <TextField
          name="linkedin"
          label="LinkedIn profile"
          type="url"
          placeholder="https://"
          errorId={errorIdFor('linkedin')}
          field={form.register('linkedin')}
        />
        <TextField
          name="portfolio"
          label="Portfolio or GitHub"
          type="url"
          placeholder="https://"
          errorId={errorIdFor('portfolio')}
          field={form.register('portfolio')}
        />
        <TextField
          name="skills"
          label="Skills"
          placeholder="e.g. React, DBMS notes, Figma"
          wide
          errorId={errorIdFor('skills')}
          field={form.register('skills')}
        />
        <TextArea
          name="experience"
          label="Experience"
          errorId={errorIdFor('experience')}
          field={form.register('experience')}
        />
        <TextArea
          name="about"
          label="About you"
          hint="Why do you want to join NoteSea?"
          errorId={errorIdFor('about')}
          field={form.register('about')}
        />
        <div className="field field--wide">
          <label htmlFor="apply-resume">
            Resume (PDF, DOC or DOCX, up to 5 MB) <span aria-hidden="true">*</span>
          </label>
          <input
            id="apply-resume"
            type="file"
            accept={RESUME_ACCEPT}
            className="file-input"
            aria-required="true"
            aria-invalid={errorIdFor('resume') ? true : undefined}
            aria-describedby={errorIdFor('resume')}
            {...resumeField}
            ref={(element) => {
              resumeField.ref(element);
              resumeInput.current = element;
            }}
          />
        </div>
      </div>

      {error && (
        <p id={ERROR_ID} className="form-alert" role="alert">
          {error.message}
        </p>
      )}
      {upload.progress !== null && !upload.isError && (
        <div className="upload-progress" role="status">
          <span>
            {upload.isPending ? 'Uploading…' : 'Uploaded'} {upload.progress}%
          </span>
          <progress max={100} value={upload.progress} aria-label="Upload progress" />
        </div>
      )}
      {submitted && (
        <p className="form-status" role="status">
          {CAREER_MESSAGES.submitted}
        </p>
      )}

      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Submitting…' : 'Submit Application'}
      </Button>
    </form>
  );
}

type FieldProps = {
  name: CareerField;
  label: string;
  field: UseFormRegisterReturn;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  wide?: boolean;
  /** The form's alert, when it is about this field. */
  errorId?: string;
};

function TextField({ name, label, field, required, type = 'text', wide, ...rest }: FieldProps) {
  const id = `apply-${name}`;
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label htmlFor={id}>
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      <input
        id={id}
        type={type}
        className="input"
        maxLength={CAREER_FIELD_MAX[name]}
        aria-required={required || undefined}
        aria-invalid={rest.errorId ? true : undefined}
        aria-describedby={rest.errorId}
        autoComplete={rest.autoComplete}
        placeholder={rest.placeholder}
        {...field}
      />
    </div>
  );
}

function TextArea({ name, label, hint, field, errorId }: FieldProps) {
  const id = `apply-${name}`;
  const describedBy = [hint ? `${id}-hint` : undefined, errorId].filter(Boolean).join(' ');
  return (
    <div className="field field--wide">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={4}
        className="input"
        maxLength={CAREER_FIELD_MAX[name]}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...field}
      />
    </div>
  );
}
