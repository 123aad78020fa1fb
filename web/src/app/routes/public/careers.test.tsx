import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '@/testing/api-handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const pdf = () => new File(['%PDF-1.4 resume'], 'resume.pdf', { type: 'application/pdf' });

async function openCareers() {
  const result = await renderApp('/careers');
  const { user } = result;
  const fill = async (fields: Partial<Record<string, string>>) => {
    for (const [label, value] of Object.entries(fields)) {
      if (label === 'Position') {
        await user.selectOptions(screen.getByRole('combobox', { name: 'Position' }), value!);
      } else {
        await user.type(screen.getByRole('textbox', { name: label }), value!);
      }
    }
  };
  // applyAccept off: the form's own type check is what is under test, not the picker's filter.
  const attach = (file: File) =>
    userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText(/^Resume/), file);
  const submit = () => user.click(screen.getByRole('button', { name: 'Submit Application' }));
  return { ...result, fill, attach, submit };
}

const required = {
  'Full name': 'Aarav Gupta',
  Email: 'aarav@gmail.com',
  Phone: '9876543210',
  Position: 'Frontend Developer Intern',
};

describe('/careers', () => {
  it("is public and shows 'Join Our Team' with the 'Apply Now' form", async () => {
    await renderApp('/careers');

    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Apply Now' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Apply Now' })).toBeInTheDocument();
  });

  it('checks in spec order: resume, then required fields, then file type; nothing is sent', async () => {
    let requests = 0;
    server.use(
      api.post('/api/applications', ({ created }) => {
        requests += 1;
        return created({ _id: 'a1', message: 'Application submitted successfully!' });
      }),
    );
    const { user, fill, attach, submit } = await openCareers();

    await fill(required);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please attach your resume.');

    await attach(new File(['x'], 'resume.txt', { type: 'text/plain' }));
    await user.clear(screen.getByRole('textbox', { name: 'Full name' }));
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill required fields.');

    await fill({ 'Full name': 'Aarav Gupta' });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF/DOC/DOCX allowed.');
    expect(requests).toBe(0);
  });

  it('uploads with progress, shows the success message and clears the form and file', async () => {
    let received: FormData | undefined;
    server.use(
      api.post('/api/applications', async ({ request, created }) => {
        received = await request.formData();
        return created({ _id: 'a1', message: 'Application submitted successfully!' });
      }),
    );
    const { fill, attach, submit } = await openCareers();

    await fill({ ...required, Skills: 'React, TypeScript' });
    await attach(pdf());
    await submit();

    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(screen.getByText(/100%/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('');
    expect((screen.getByLabelText(/^Resume/) as HTMLInputElement).files).toHaveLength(0);

    // Only the non-empty fields are sent (docs/product.md §5), with the file under `resume`.
    expect(received).toBeDefined();
    expect([...received!.keys()].sort()).toEqual(
      ['email', 'name', 'phone', 'position', 'resume', 'skills'].sort(),
    );
    expect(received!.get('name')).toBe('Aarav Gupta');
    // (jsdom's XMLHttpRequest drops the file name on the way to MSW; the e2e test covers it.)
    expect(await (received!.get('resume') as Blob).text()).toBe('%PDF-1.4 resume');
  });

  it('shows the server message when the upload is refused', async () => {
    server.use(
      api.post('/api/applications', ({ fail }) =>
        fail(415, { message: 'Only PDF/DOC/DOCX allowed.', code: 'unsupported_media_type' }),
      ),
    );
    const { fill, attach, submit } = await openCareers();

    await fill(required);
    await attach(pdf());
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF/DOC/DOCX allowed.');
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Aarav Gupta');
  });

  it("shows 'Upload failed' when the upload does not reach the API", async () => {
    server.use(api.post('/api/applications', ({ networkError }) => networkError()));
    const { fill, attach, submit } = await openCareers();

    await fill(required);
    await attach(pdf());
    await submit();

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Upload failed'));
  });
});
