import { useRef, useState, type FormEvent } from 'react';
import { CAREER_FIELD_MAX, CAREER_MESSAGES, careerFormError, RESUME_ACCEPT } from '@shared/careers';
import { Button } from '@/components/ui/button';
import { getErrorMessage } from '@/lib/api-client';
import { buildApplicationForm, useSubmitApplication } from '../api/submit-application';
import { POSITIONS } from '../roles';
import './careers.css';

const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'position',
  'linkedin',
  'portfolio',
  'skills',
  'experience',
  'about',
] as const;

/**
 * Spec §2 'Apply Now'. Checks run in spec §5's order and show one message at a time, so the
 * browser's own validation bubbles are off (noValidate).
 */
export function ApplicationForm() {
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const upload = useSubmitApplication();
  const resumeInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const fields = Object.fromEntries(
      TEXT_FIELDS.map((name) => [name, String(data.get(name) ?? '')]),
    );
    // From the input itself: FormData holds an empty placeholder File when none is chosen.
    const resume = resumeInput.current?.files?.[0] ?? null;

    setSubmitted(false);
    upload.reset();
    const error = careerFormError(fields, resume);
    setProblem(error);
    if (error || !resume) return;

    upload.mutate(buildApplicationForm(fields, resume), {
      onSuccess: () => {
        // Spec §4: form and file cleared on success.
        formElement.reset();
        if (resumeInput.current) resumeInput.current.value = '';
        setSubmitted(true);
      },
    });
  };

  const failure = upload.isError ? getErrorMessage(upload.error, 'Upload failed') : null;
  const message = problem ?? failure;

  return (
    <form
      className="form application-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="apply-title"
    >
      <div className="form-grid">
        <TextField name="name" label="Full name" required autoComplete="name" />
        <TextField name="email" label="Email" type="email" required autoComplete="email" />
        <TextField name="phone" label="Phone" type="tel" required autoComplete="tel" />
        <div className="field">
          <label htmlFor="apply-position">
            Position <span aria-hidden="true">*</span>
          </label>
          <select
            id="apply-position"
            name="position"
            className="input"
            defaultValue=""
            aria-required="true"
          >
            <option value="">Choose a position</option>
            {POSITIONS.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </select>
        </div>
        <TextField name="linkedin" label="LinkedIn profile" type="url" placeholder="https://" />
        <TextField name="portfolio" label="Portfolio or GitHub" type="url" placeholder="https://" />
        <TextField name="skills" label="Skills" placeholder="e.g. React, DBMS notes, Figma" wide />
        <TextArea name="experience" label="Experience" />
        <TextArea name="about" label="About you" hint="Why do you want to join NoteSea?" />
        <div className="field field--wide">
          <label htmlFor="apply-resume">
            Resume (PDF, DOC or DOCX, up to 5 MB) <span aria-hidden="true">*</span>
          </label>
          <input
            ref={resumeInput}
            id="apply-resume"
            name="resume"
            type="file"
            accept={RESUME_ACCEPT}
            className="file-input"
            aria-required="true"
          />
        </div>
      </div>

      {message && (
        <p className="form-alert" role="alert">
          {message}
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
  name: (typeof TEXT_FIELDS)[number];
  label: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  wide?: boolean;
};

function TextField({ name, label, required, type = 'text', wide, ...rest }: FieldProps) {
  const id = `apply-${name}`;
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <label htmlFor={id}>
        {label} {required && <span aria-hidden="true">*</span>}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="input"
        maxLength={CAREER_FIELD_MAX[name]}
        aria-required={required || undefined}
        autoComplete={rest.autoComplete}
        placeholder={rest.placeholder}
      />
    </div>
  );
}

function TextArea({ name, label, hint }: FieldProps) {
  const id = `apply-${name}`;
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
        name={name}
        rows={4}
        className="input"
        maxLength={CAREER_FIELD_MAX[name]}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}
