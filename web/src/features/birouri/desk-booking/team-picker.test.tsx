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

// Issue #39, point 1: the demo has two people named Andrei Stan. The options were keyed by their
// label, so the namesakes shared a key and the list kept stale rows: 'ionescu' still showed an
// Andrei Stan, 'ana' showed him three times. Each search lists exactly who matches, namesakes
// each once, told apart by their e-mail.
it('lists exactly the people who match as the search changes, namesakes each once with their e-mail', () => {
  const options: PersonOption[] = [
    { uuid: 'me', name: 'Mihai Manager', email: 'manager@example.com', isMe: true, deskThatDay: null },
    { uuid: 'a1', name: 'Andrei Stan', email: 'andrei.stan12@example.com', isMe: false, deskThatDay: null },
    { uuid: 'a2', name: 'Andrei Stan', email: 'andrei.stan87@example.com', isMe: false, deskThatDay: null },
    { uuid: 'ana', name: 'Ana Popescu', email: 'ana.popescu3@example.com', isMe: false, deskThatDay: null },
    { uuid: 'b', name: 'Bianca Ionescu', email: 'bianca.ionescu9@example.com', isMe: false, deskThatDay: null },
  ];
  render(<TeamPicker options={options} value="me" onChange={() => undefined} loading={false} />);
  const field = screen.getByRole('combobox', { name: 'Persoana' });
  const shown = () => screen.queryAllByRole('option').map((o) => o.textContent);
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  fireEvent.focus(field);
  type('a');
  expect(shown()).toEqual([
    'Andrei Stanandrei.stan12@example.com',
    'Andrei Stanandrei.stan87@example.com',
    'Ana Popescuana.popescu3@example.com',
  ]);
  type('an');
  type('ana');
  expect(shown()).toEqual(['Ana Popescuana.popescu3@example.com']);
  type('ionescu');
  expect(shown()).toEqual(['Bianca Ionescubianca.ionescu9@example.com']);
  type('stan');
  expect(shown()).toEqual(['Andrei Stanandrei.stan12@example.com', 'Andrei Stanandrei.stan87@example.com']);
  type('andrei.stan87');
  expect(shown()).toEqual(['Andrei Stanandrei.stan87@example.com']);
});
