import { fireEvent, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Project, ProjectDesk } from '@/api/projects.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { answerApiWith } from '@/test/api-answers.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { renderRoute } from '@/test/render-route.js';
import { ManagerProjectsPage } from './manager-projects-page.js';
import { ManagerPage } from './manager-statistics-page.js';
import { ProjectDesksTable } from './project-desks-table.js';

// Issue #40: the manager's pages speak English once it is chosen (catalogue `manager`).

const desk = (deskId: string): ProjectDesk => ({ deskId, floor: 4, groupsIdList: ['alfa'], type: null, manager: null });
const project = (id: string, name: string, desks: ProjectDesk[]) => ({ _id: id, name, desks, availableDesks: [] }) as unknown as Project;
const PROJECTS = [project('alfa', 'Alfa', [desk('4-12')]), project('beta', 'Beta', [desk('4-13'), desk('4-14'), desk('4-15')])];

/** The server's answers by path: the envelope of api/client.ts. */
function answer(path: string): unknown {
  if (path.startsWith('/meta')) return testMeta();
  if (path.startsWith('/manager/projects')) return PROJECTS;
  return [];
}

answerApiWith(answer);

/** A busy machine renders a page of MUI's grid in seconds. */
const WAIT = { timeout: 30_000 };

const show = (page: ReactNode) => renderRoute([{ path: '/*', element: <Suspense fallback={<p>…</p>}>{page}</Suspense> }], '/');

describe("the manager's pages in English", () => {
  backToRomanianAfterEach();

  it('words the attendance table, its empty state and the way to the projects, then Romanian again', async () => {
    await chooseLanguage('en');
    show(<ManagerPage />);
    expect(await screen.findByRole('heading', { name: "Manager's page", level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Absent' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Attendance rate' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Bookings' })).toBeTruthy();
    expect(await screen.findByText('No records for the chosen period and filters.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My projects' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { name: 'Pagina managerului', level: 1 }, WAIT)).toBeTruthy();
    expect(screen.getByText('Nicio înregistrare pentru perioada și filtrele alese.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Rezervări' })).toBeTruthy();
  }, 120_000); // the first switch downloads and compiles the English catalogues; MUI's grid is slow in jsdom

  it("lists the manager's projects with their desks counted", async () => {
    await chooseLanguage('en');
    show(<ManagerProjectsPage />);
    expect(await screen.findByRole('heading', { name: 'My projects', level: 1 }, WAIT)).toBeTruthy();
    expect(await screen.findByText('1 desk', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('3 desks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statistics' })).toBeTruthy();

    await chooseLanguage('ro');
    expect(await screen.findByText('3 birouri', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('1 birou')).toBeTruthy();
  }, 120_000);

  it("words a project's desk list: its search, columns and what a search that finds nothing says", async () => {
    await chooseLanguage('en');
    const table = (desks: ProjectDesk[]) => (
      <ProjectDesksTable
        title="Alfa"
        desks={desks}
        groups={[]}
        empty="—"
        action={{ label: 'Remove', name: (id) => `Remove ${id}`, icon: null }}
        busy={false}
        onAction={() => {}}
      />
    );
    show(table([desk('4-12')]));
    expect(await screen.findByLabelText('Search for a desk', {}, WAIT)).toBeTruthy();
    expect(screen.getByPlaceholderText('for example 4-12')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Desk' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Floor' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Groups' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search for a desk'), { target: { value: '9-99' } });
    expect(await screen.findByText('No desk matches the search.', {}, WAIT)).toBeTruthy();
  }, 120_000);
});
