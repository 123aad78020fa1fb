import {
  CAREER_FIELD_MAX,
  CAREER_FIELDS,
  CAREER_MESSAGES,
  firstCareersError,
  RESUME_ACCEPT,
  type CareerField,
} from '@notesea/contract/careers-rules';
import { useRef, useState } from 'react';
import { FormShell, useFormShell } from '@/components/ui/form-shell';
import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { firstErrorResolver } from '@/lib/first-error-resolver';
import { buildApplicationForm, useSubmitApplication } from '../api/submit-application';
import { POSITIONS } from '../roles';
import './careers.css';

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
// in docs/product.md §5 order: resume attached → required fields → resume type; one message at a time.
const resolver = firstErrorResolver<ApplicationValues>(({ resume, ...fields }) =>
  firstCareersError(fields, resume?.[0]),
);

/**
 * docs/product.md §2 'Apply Now'. Checks run in docs/product.md §5's order and show one message at a time, so the
 * browser's own validation bubbles are off (noValidate).
 */
export function ApplicationForm() {
  const [submitted, setSubmitted] = useState(false);
  const upload = useSubmitApplication();
  const resumeInput = useRef<HTMLInputElement | null>(null);
  const { form, alert, errorIdFor, setServerError, submit } = useFormShell<ApplicationValues>({
    resolver,
    defaultValues: EMPTY,
    alertId: 'apply-error',
  });

  const onValid = ({ resume: files, ...typed }: ApplicationValues) => {
    const resume = files?.[0];
    if (!resume) return;
    const fields = Object.fromEntries(CAREER_FIELDS.map((name) => [name, typed[name]]));
    upload.mutate(buildApplicationForm(fields, resume), {
      onSuccess: () => {
        // docs/product.md §4: form and file cleared on success (reset() without values resets the <form>).
        form.reset();
        if (resumeInput.current) resumeInput.current.value = '';
        setSubmitted(true);
      },
      onError: (err) => setServerError(getErrorMessage(err, 'Upload failed')),
    });
  };

  const resumeField = form.register('resume');
  /** What every text control shares: id, length limit, error link and registration. */
  const field = (name: CareerField) => ({
    id: `apply-${name}`,
    maxLength: CAREER_FIELD_MAX[name],
    errorId: errorIdFor(name),
    ...form.register(name),
  });

  return (
    <FormShell
      className="application-form"
      aria-labelledby="apply-title"
      alert={alert}
      onSubmit={(event) => {
        setSubmitted(false);
        upload.reset();
        submit(event, onValid);
      }}
      pending={upload.isPending}
      submitLabel="Submit Application"
      pendingLabel="Submitting…"
      status={
        <>
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
        </>
      }
    >
      <div className="form-grid">
        <TextField label="Full name" requiredMark autoComplete="name" {...field('name')} />
        <TextField
          label="Email"
          type="email"
          requiredMark
          autoComplete="email"
          {...field('email')}
        />
        <TextField label="Phone" type="tel" requiredMark autoComplete="tel" {...field('phone')} />
        <SelectField
          label="Position"
          requiredMark
          options={POSITIONS}
          placeholder="Choose a position"
          id="apply-position"
          errorId={errorIdFor('position')}
          {...form.register('position')}
        />
        <TextField
          label="LinkedIn profile"
          type="url"
          placeholder="https://"
          {...field('linkedin')}
        />
        <TextField
          label="Portfolio or GitHub"
          type="url"
          placeholder="https://"
          {...field('portfolio')}
        />
        <TextField
          label="Skills"
          placeholder="e.g. React, DBMS notes, Figma"
          className="field--wide"
          {...field('skills')}
        />
        <TextAreaField
          label="Experience"
          rows={4}
          className="field--wide"
          {...field('experience')}
        />
        <TextAreaField
          label="About you"
          hint="Why do you want to join NoteSea?"
          rows={4}
          className="field--wide"
          {...field('about')}
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
    </FormShell>
  );
}
