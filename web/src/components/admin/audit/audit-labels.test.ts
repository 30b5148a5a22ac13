import { describe, expect, it } from 'vitest';
import { AUDIT_KIND, IDENTITY_PROVIDER } from '@domain/audit.js';
import { actorLabel, auditKindLabel, detailLines, moreLinesText, targetLabel } from './audit-labels.js';

describe('audit entries in Romanian', () => {
  it('names every kind, and shows an unknown one as written', () => {
    for (const kind of Object.values(AUDIT_KIND)) expect(auditKindLabel(kind)).not.toBe(kind);
    expect(auditKindLabel('something.new')).toBe('something.new');
  });

  it('names the application as the author of an entry without a person (an automatic release)', () => {
    expect(actorLabel(null)).toBe('Aplicația (automat)');
    expect(actorLabel('Administrator Demo')).toBe('Administrator Demo');
    expect(actorLabel(IDENTITY_PROVIDER.name, IDENTITY_PROVIDER.uuid)).toBe('Furnizorul de identitate');
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

  it('names a display by the name its entry wrote, and a press at a door by its room (decisions §24)', () => {
    const id = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    const place = { name: 'Ușa sălii Carpați', roomId: 'E4-02', floor: null };
    expect(targetLabel(AUDIT_KIND.displaysUpdate, id, null, {}, { to: place })).toBe('Ușa sălii Carpați');
    expect(targetLabel(AUDIT_KIND.displaysUpdate, id, null, {}, { from: place, to: { ...place, name: 'Carpați' } })).toBe('Carpați');
    expect(targetLabel(AUDIT_KIND.displaysDelete, id, null, {}, place)).toBe('Ușa sălii Carpați');
    expect(targetLabel(AUDIT_KIND.displayBook, 'E4-02', null, { rooms: { 'E4-02': 'Sala Carpați' } })).toBe('Sala Carpați (E4-02)');
    expect(detailLines({ display: id, reservation: 'r-1' })).toEqual([`ecran: ${id}`, 'rezervare: r-1']);
  });

  it("counts an import's accounts in the catalogue's words, not the server's Romanian target", () => {
    expect(targetLabel(AUDIT_KIND.usersImport, '1 conturi', null, {}, { count: 1 })).toBe('1 cont');
    expect(targetLabel(AUDIT_KIND.usersImport, '2 conturi', null, {}, { count: 2 })).toBe('2 conturi');
    expect(targetLabel(AUDIT_KIND.usersImport, '20 conturi', null, {}, { count: 20 })).toBe('20 de conturi');
  });

  it('names a person instead of a UUID, in the target and in the details (issue #21)', () => {
    const ana = '00000000-0000-4000-8000-0000000000a1';
    const names = { names: { [ana]: 'Ana Angajat' } };
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
      'zile: 02.03.2027',
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
      'ziua: 02.03.2027',
    ]);
  });

  it('an entry without details has no lines', () => {
    expect(detailLines({})).toEqual([]);
  });

  it('reads an API token made or deleted: its name, permissions and end (decisions §23)', () => {
    expect(auditKindLabel(AUDIT_KIND.tokensCreate)).toBe('Token API creat');
    expect(auditKindLabel(AUDIT_KIND.tokensDelete)).toBe('Token API șters');
    expect(detailLines({ name: 'Rezervare automată', scopes: ['read', 'book'], expiresAt: '2027-05-30T07:00:00.000Z' })).toEqual([
      'nume: Rezervare automată',
      'permisiuni: read, book',
      'expiră la: 30.05.2027 10:00',
    ]);
  });

  describe('every field in Romanian, every id by its name (#39 point 6)', () => {
    const names = {
      groups: { financiar: 'Financiar', it: 'IT' },
      rooms: { 'E4-01': 'Sala Dunărea' },
      floors: { '4': 'Etajul 4', '6': 'Mansarda' },
    };

    it('reads a floor, a room and a group by name, and the place on the plan in words', () => {
      expect(detailLines({ floor: 6 }, names)).toEqual(['etaj: Mansarda']);
      expect(
        detailLines(
          {
            from: { box: { x: 10, y: 20, w: 100, h: 80 }, groupsIdList: [] },
            to: { box: { x: 10, y: 20, w: 100, h: 120 }, groupsIdList: ['financiar'] },
          },
          names,
        ),
      ).toEqual(['pe plan · înălțime: 80 → 120', 'grupuri: — → Financiar']);
      expect(detailLines({ roomId: 'E4-01', rooms: { added: ['E4-01'], removed: [] } }, names)).toEqual([
        'sală: Sala Dunărea (E4-01)',
        'săli: adăugat Sala Dunărea (E4-01)',
      ]);
      expect(detailLines({ floor: 7 }, names)).toEqual(['etaj: Etajul 7']);
    });

    it('a user change names its groups, buildings and role', () => {
      expect(
        detailLines(
          {
            changes: {
              mainGroup: { from: 'it', to: 'financiar' },
              buildingList: { from: ['1'], to: ['1', '2'] },
              role: { from: 'user', to: 'manager' },
            },
          },
          names,
        ),
      ).toEqual(['grup principal: IT → Financiar', 'clădiri: CityOffices → CityOffices, Turn', 'rol: Utilizator → Manager']);
    });

    it('a new floor field by field, its zones in words; a plan by its type and size', () => {
      const zone = { groupId: 'financiar', label: 'Financiar', x: 40, y: 190, w: 215, h: 370 };
      expect(detailLines({ from: null, to: { name: 'Mansarda', width: 1000, height: 600, zones: [zone] } }, names)).toEqual([
        'nume: — → Mansarda',
        'lățime: — → 1000',
        'înălțime: — → 600',
        'zone: — → grup Financiar, etichetă Financiar, x (orizontal) 40, y (vertical) 190, lățime 215, înălțime 370',
      ]);
      expect(detailLines({ type: 'image/svg+xml', bytes: 2048, removed: 1, version: 'v3' })).toEqual([
        'tip: SVG',
        'mărime: 2 KB',
        'elemente scoase din plan: 1',
        'versiune: v3',
      ]);
    });

    it("a released desk's hour and a room's times as people read them", () => {
      expect(detailLines({ hour: 11, dateBegin: '2027-03-02T08:00:00.000Z' })).toEqual(['ora: 11:00', 'început: 02.03.2027 10:00']);
    });

    it('names what an entry is about', () => {
      expect(targetLabel(AUDIT_KIND.floorsUpdate, '6', null, names)).toBe('Mansarda');
      expect(targetLabel(AUDIT_KIND.roomsUpdate, 'E4-01', null, names)).toBe('Sala Dunărea (E4-01)');
      expect(targetLabel(AUDIT_KIND.desksCreate, '4-12', null, names)).toBe('Biroul 4-12');
      expect(targetLabel(AUDIT_KIND.groupsUpdate, 'financiar', null, names)).toBe('Financiar');
      expect(targetLabel(AUDIT_KIND.groupsDelete, 'vechi', null, names, { group: { _id: 'vechi', name: 'Grupul vechi' } })).toBe(
        'Grupul vechi',
      );
      expect(targetLabel(AUDIT_KIND.projectsDesks, 'it/4-12', null, names)).toBe('IT · biroul 4-12');
    });
  });
});
