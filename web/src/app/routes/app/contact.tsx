import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { mailto, site } from '@/config/site';
import { firstErrorResolver, firstFieldError } from '@/lib/first-error-resolver';
import '@/styles/content.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const THANKS = 'Thank you! We will get back to you soon.';

type ContactValues = { name: string; email: string; message: string };
const CONTACT_FIELDS = ['name', 'email', 'message'] as const;

/** Every field is required, then the email must look like one: one message at a time. */
const resolver = firstErrorResolver<ContactValues>((values) => {
  const missing = CONTACT_FIELDS.find((key) => !values[key].trim());
  if (missing) return { field: missing, message: 'Please fill in your name, email and message.' };
  if (!EMAIL.test(values.email.trim())) {
    return { field: 'email', message: 'Please enter a valid email address.' };
  }
  return undefined;
});

/**
 * docs/product.md §2 /contact. The spec's form sends nothing to a server (docs/product.md §7 "Contact form calls:
 * none"): it thanks the student and clears, and the support address below is the real channel.
 */
export default function ContactPage() {
  const form = useForm<ContactValues>({
    resolver,
    defaultValues: { name: '', email: '', message: '' },
    // As before: one message for the form, kept until the next attempt; the focus stays put.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [thanked, setThanked] = useState(false);
  const problem = firstFieldError(form.formState.errors)?.message;

  const submit = form.handleSubmit(() => {
    setThanked(true);
    form.reset();
  });

  return (
    <>
      <title>Contact us · NoteSea</title>
      <header className="page-header">
        <h1>Contact us</h1>
        <p className="subtitle">
          Questions about notes, a project order, a refund or a partnership? We are happy to help.
        </p>
      </header>

      <div className="contact">
        <section aria-labelledby="contact-form-title" className="card">
          <h2 id="contact-form-title">Send us a message</h2>
          <form
            className="form contact-form"
            onSubmit={(event) => {
              setThanked(false);
              void submit(event);
            }}
            noValidate
          >
            <TextField
              id="contact-name"
              label="Name"
              requiredMark
              {...form.register('name')}
              autoComplete="name"
              maxLength={100}
            />
            <TextField
              id="contact-email"
              label="Email"
              requiredMark
              {...form.register('email')}
              type="email"
              autoComplete="email"
              maxLength={254}
            />
            <TextAreaField
              id="contact-message"
              label="Message"
              requiredMark
              {...form.register('message')}
              rows={5}
              maxLength={3000}
            />
            {problem && (
              <p className="form-alert" role="alert">
                {problem}
              </p>
            )}
            {thanked && (
              <p className="form-status" role="status">
                {THANKS}
              </p>
            )}
            <Button type="submit">Send Message</Button>
          </form>
        </section>

        <section aria-labelledby="support-title" className="card support">
          <h2 id="support-title">Support</h2>
          <p>
            Email us at{' '}
            <a href={mailto('NoteSea support')}>
              <strong>{site.supportEmail}</strong>
            </a>
            .
          </p>
          <p>
            We reply to queries and refund requests within <strong>{site.responseTime}</strong>.
          </p>
          <p>For an order, please include your order ID (for example NS-7K3Q9M) in the email.</p>
        </section>
      </div>
    </>
  );
}
