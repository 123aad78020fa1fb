import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContributeButton } from './contribute-button';

describe('ContributeButton', () => {
  it('sends a visitor to sign in rather than opening the dialog', () => {
    render(
      <MemoryRouter>
        <ContributeButton kind="pyq" subjectId="dbms" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('link', { name: 'Sign in to contribute a paper' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the dialog to a signed-in student', () => {
    localStorage.setItem('token', 't');
    render(
      <MemoryRouter>
        <ContributeButton kind="note" subjectId="dbms" />
      </MemoryRouter>,
    );

    expect(screen.getByRole('button', { name: 'Contribute notes' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });
});
