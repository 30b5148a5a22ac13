import { describe, expect, it } from 'vitest';
import { AUDIT_KIND } from '@domain/audit.js';
import { actorLabel, auditKindLabel, detailLines, moreLinesText, targetLabel } from './audit-labels.js';

describe('audit entries in Romanian', () => {
  it('names every kind, and shows an unknown one as written', () => {
    for (const kind of Object.values(AUDIT_KIND)) expect(auditKindLabel(kind)).not.toBe(kind);
    expect(auditKindLabel('something.new')).toBe('something.new');
  });

  it('names the application as the author of an entry without a person (an automatic release)', () => {
    expect(actorLabel(null)).toBe('Aplicația (automat)');
    expect(actorLabel('Administrator Demo')).toBe('Administrator Demo');
  });

  it("reads a failed company sign-in's reason as the sentence the person saw (decisions §17)", () => {
    expect(
      detailLines({ method: 'oidc', reason: 'oidc.noAccount', email: 'ana@example.com', address: '10.0.0.7', error: 'access_denied' }),
    ).toEqual([
      'metodă: oidc',
      'motiv: Contul dumneavoastră nu există în aplicație. Contactați administratorul.',
      'e-mail: ana@example.com',
      'adresa clientului: 10.0.0.7',
      'eroarea furnizorului: access_denied',
    ]);
  });

  it('names a setting by its label and building', () => {
    expect(targetLabel(AUDIT_KIND.settingsUpdate, '1/maxDaysDesk')).toBe('Birouri · Zile în avans pentru birouri (maxDaysDesk)');
    expect(targetLabel(AUDIT_KIND.settingsUpdate, '2/fridayCutoffHour')).toBe('Turn · Ora limită de vineri (fridayCutoffHour)');
    expect(targetLabel(AUDIT_KIND.groupsUpdate, 'proiect-x')).toBe('proiect-x');
  });

  it('names a person instead of a UUID, in the target and in the details (issue #21)', () => {
    const ana = '00000000-0000-4000-8000-0000000000a1';
    const names = { [ana]: 'Ana Angajat' };
    expect(targetLabel(AUDIT_KIND.usersUpdate, ana, 'Ana Angajat')).toBe('Ana Angajat');
    expect(targetLabel(AUDIT_KIND.usersUpdate, ana, null)).toBe(ana);
    expect(detailLines({ users: { added: [ana.toUpperCase(), 'necunoscut'], removed: [ana] } }, names)).toEqual([
      'utilizatori: adăugat Ana Angajat, necunoscut; eliminat Ana Angajat',
    ]);
    expect(detailLines({ owner: ana }, names)).toEqual(['proprietar: Ana Angajat']);
  });

  it('reads actions, tower request types and statuses in Romanian, and an unknown key as written (issue #21)', () => {
    expect(
      detailLines({ action: 'add', groupId: 'proiect-x', deskId: '5-1', groupsIdList: { from: ['it'], to: ['it', 'proiect-x'] } }),
    ).toEqual(['acțiune: adăugat', 'grup: proiect-x', 'birou: 5-1', 'grupuri: it → it, proiect-x']);
    expect(detailLines({ action: 'parking.add', days: ['2027-03-02'], types: [0, 1, 5], car: 'B123ABC' })).toEqual([
      'acțiune: cerere de parcare făcută',
      'zile: 2027-03-02',
      'tipuri: În așteptare, Rezervare prima rundă, Anulată',
      'mașină: B123ABC',
    ]);
    expect(detailLines({ action: 'parking.cancel', type: 3, banLifted: true })).toEqual([
      'acțiune: cerere de parcare anulată',
      'tip: Absent',
      'interdicție ridicată: Da',
    ]);
    expect(detailLines({ action: 'room.cancel', roomId: 'r1', from: { status: 'booked' }, to: { status: 'cancelled' } })).toEqual([
      'acțiune: rezervare de sală anulată',
      'sală: r1',
      'înainte · stare: Rezervat',
      'după · stare: Anulat',
    ]);
    expect(detailLines({ somethingNew: 'add', type: 'Manager' })).toEqual(['somethingNew: add', 'tip: Manager']);
  });

  it("counts the lines left for the entry's dialog the Romanian way (issue #21, point 10)", () => {
    expect([1, 2, 19, 20, 21].map(moreLinesText)).toEqual([
      'încă 1 rând: deschideți intrarea',
      'încă 2 rânduri: deschideți intrarea',
      'încă 19 rânduri: deschideți intrarea',
      'încă 20 de rânduri: deschideți intrarea',
      'încă 21 de rânduri: deschideți intrarea',
    ]);
  });

  it('shows a value change as before → after', () => {
    expect(detailLines({ from: 30, to: 45 })).toEqual(['valoare: 30 → 45']);
  });

  it('shows a group save field by field and its lists as added and removed', () => {
    expect(detailLines({ created: true, name: { from: null, to: 'Proiect X' }, desks: { added: ['5-1', '5-2'], removed: [] } })).toEqual([
      'creat: Da',
      'nume: — → Proiect X',
      'birouri: adăugat 5-1, 5-2',
    ]);
  });

  it('shows a user update without the level that only groups the changes', () => {
    expect(
      detailLines({ username: 'ana', changes: { parkingRight: { from: false, to: true }, groupList: { from: ['it'], to: ['it', 'x'] } } }),
    ).toEqual(['nume de utilizator: ana', 'drept de parcare: Nu → Da', 'grupuri: it → it, x']);
  });

  it('shows only what changed between two records, and actions in words', () => {
    expect(
      detailLines({
        from: { type: null, manager: null, groupsIdList: ['it'] },
        to: { type: 'Manager', manager: 'u-1', groupsIdList: ['it'] },
      }),
    ).toEqual(['tip: — → Manager', 'blocat / alocat pentru: — → u-1']);
    expect(detailLines({ action: 'desk.book', deskId: '4-12', day: '2027-03-02' })).toEqual([
      'acțiune: birou rezervat',
      'birou: 4-12',
      'ziua: 2027-03-02',
    ]);
  });

  it('an entry without details has no lines', () => {
    expect(detailLines({})).toEqual([]);
  });
});
