// @vitest-environment jsdom
// A failed nightly import is shown as an error, in words and with its error and next try, not by colour alone.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LastNightlyRun } from '../../../web/areas/admin/partners/LastNightlyRun';

afterEach(cleanup);

const NOW = new Date('2025-10-10T11:05:00Z');
const failed = {
  day: '2025-10-09',
  status: 'failed' as const,
  detail: "Erreur lors de l'import AdSense : The service is currently unavailable.",
  at: '2025-10-10T11:00:00Z',
  next_retry_at: '2025-10-10T11:30:00Z',
};

describe('the last nightly import', () => {
  it('announces a failed night as an alert titled « Échec de l’import de la nuit du … », with the error and the next try', () => {
    render(<LastNightlyRun last={failed} now={NOW} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("Échec de l'import de la nuit du 9 oct. 2025");
    expect(alert.textContent).toContain('Erreur : Erreur lors de l');
    expect(alert.textContent).toContain('Prochain essai automatique à 13:30.');
    expect(alert.querySelector('svg')).not.toBeNull(); // the error icon, beside the words
  });

  it('names the day of a next try after midnight, and says when there is none left', () => {
    render(<LastNightlyRun last={{ ...failed, next_retry_at: '2025-10-10T23:30:00Z' }} now={NOW} />);
    expect(screen.getByRole('alert').textContent).toContain('à 01:30 le 11 oct. 2025');
    cleanup();
    render(<LastNightlyRun last={{ ...failed, next_retry_at: null }} now={NOW} />);
    expect(screen.getByRole('alert').textContent).toContain('Plus d’essai automatique');
  });

  it('shows a night imported without alarm', () => {
    render(
      <LastNightlyRun last={{ ...failed, status: 'ok', detail: '2 partenaire(s)', next_retry_at: null }} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Dernier import automatique : 9 oct. 2025 – réussi/)).toBeTruthy();
  });
});
