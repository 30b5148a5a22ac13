import { describe, expect, it } from 'vitest';
import { groupCreatedText, groupCreateFailedText, groupHeading } from './group-words.js';

describe("the console's words about a group", () => {
  it('head a group by type and name, without saying the type twice', () => {
    expect(groupHeading({ type: 'Proiect', name: 'Proiect Nou' })).toBe('Proiect Nou');
    expect(groupHeading({ type: 'Proiect', name: 'proiectul Alfa' })).toBe('proiectul Alfa');
    expect(groupHeading({ type: 'Proiect', name: 'Alfa' })).toBe('Proiect Alfa');
    expect(groupHeading({ type: 'Departament', name: 'IT' })).toBe('Departament IT');
  });

  it('say a project was added for a project, a department for a department', () => {
    expect(groupCreatedText('Proiect')).toBe('Proiectul a fost adăugat.');
    expect(groupCreatedText('Departament')).toBe('Departamentul a fost adăugat.');
    expect(groupCreateFailedText('Proiect')).toBe('A intervenit o eroare la crearea proiectului!');
  });
});
