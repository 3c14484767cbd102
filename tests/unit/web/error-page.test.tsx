// @vitest-environment jsdom
// Component test on React 19 and react-dom, the runtime the build ships: the 401 page after a refused sign-in.
import { cleanup, render, screen } from '@testing-library/react';
import { version } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, messageForStatus } from '../../../common/messages';
import { SIGN_IN_FAILED_REASON } from '../../../common/routes';
import { ErrorPage } from '../../../web/pages/errors/ErrorPage';

afterEach(cleanup);

function openAt(url: string) {
  const router = createMemoryRouter([{ path: '/error/:status', Component: ErrorPage }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

describe('the error page', () => {
  it('runs on React 19', () => expect(version).toMatch(/^19\./));

  it('says the sign-in failed when the callback was refused, and offers to sign in again', () => {
    openAt(`/error/401?reason=${SIGN_IN_FAILED_REASON}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Connexion requise');
    expect(screen.getByText(AUTH_MESSAGES.failed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toMatch(
      /^\/auth\/google/,
    );
  });

  it('keeps the catalogue message for a plain 401', () => {
    openAt('/error/401');
    expect(screen.getByText(messageForStatus(401))).toBeTruthy();
    expect(screen.queryByText(AUTH_MESSAGES.failed)).toBeNull();
  });

  it('shows an unknown status as the 404 page', () => {
    openAt('/error/418');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
  });
});
