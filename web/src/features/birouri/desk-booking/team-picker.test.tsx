import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { PersonOption } from './people.js';
import TeamPicker from './team-picker.js';

afterEach(cleanup);

const people = (deskOfAna: string | null): PersonOption[] => [
  { uuid: 'me', name: 'Mihai Manager', email: 'manager@example.com', isMe: true, deskThatDay: null },
  { uuid: 'ana', name: 'Ana Test', email: 'ana@example.com', isMe: false, deskThatDay: deskOfAna },
];

// The day's desks arrive after the panel opens and the options are made anew: what the manager
// is typing stays in the field (the e2e of team booking lost it to the chosen person's label).
it('keeps what is typed when the options are made anew for the same chosen person', () => {
  const noop = () => undefined;
  const { rerender } = render(<TeamPicker options={people(null)} value="me" onChange={noop} loading={false} />);
  const field = screen.getByRole('combobox', { name: 'Persoana' });
  expect(field).toHaveProperty('value', 'Mihai Manager (eu)');
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: 'Ana' } });
  rerender(<TeamPicker options={people('4-7')} value="me" onChange={noop} loading={false} />);
  expect(field).toHaveProperty('value', 'Ana');
  expect(screen.getByRole('option', { name: /Ana Test/ }).textContent).toContain('4-7');
});
