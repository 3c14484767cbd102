// @vitest-environment jsdom
// The admin lists' one filter: « Tous » first (the empty value, no filter), then the list's own choices.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '../../../web/areas/shared/FilterSelect';

afterEach(cleanup);

const CHOICES = [
  { value: 'pending', label: 'en attente' },
  { value: 'paid', label: 'payé' },
];

function open(value: string) {
  const onChange = vi.fn();
  render(<FilterSelect label="Statut" value={value} onChange={onChange} all="Tous" choices={CHOICES} />);
  fireEvent.mouseDown(screen.getByLabelText('Statut'));
  return { onChange, options: within(screen.getByRole('listbox')).getAllByRole('option') };
}

describe('the filter of a list', () => {
  it('offers « Tous » first, then the choices by their labels, and shows the chosen one', () => {
    const { options } = open('paid');
    expect(options.map((o) => o.textContent)).toEqual(['Tous', 'en attente', 'payé']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
  });

  it('gives the chosen value, and the empty value for « Tous »', () => {
    const { onChange, options } = open('paid');
    fireEvent.click(options[1]!);
    expect(onChange).toHaveBeenLastCalledWith('pending');
    cleanup();
    const again = open('pending');
    fireEvent.click(again.options[0]!);
    expect(again.onChange).toHaveBeenLastCalledWith('');
  });
});
