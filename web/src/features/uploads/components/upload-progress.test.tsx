import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgressBar } from './upload-progress';

describe('upload progress', () => {
  it('is indeterminate until the first bytes are reported', () => {
    render(<UploadProgressBar progress={null} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).not.toHaveAttribute(
      'value',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Starting the upload…');
  });

  it('shows the share of the bytes sent', () => {
    render(<UploadProgressBar progress={0.416} />);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '42',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Uploading… 42%');
  });

  it('says the server is still checking once everything is sent', () => {
    render(<UploadProgressBar progress={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sent. Checking the file…');
  });
});
