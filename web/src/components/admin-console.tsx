import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useUser } from '../lib/session.js';
import { AdminShell, type AdminSection } from './admin-shell.js';
import { NotFoundPage } from './not-found-page.js';

/** A section of a console: its path, written once, makes both its menu entry and its routes. */
export interface ConsoleSection extends AdminSection {
  /** The section's page: a component, or one made with lazy() to load when first opened. */
  Page: ComponentType;
  /** Pages under the section's path, by their path under it, e.g. { ':deskId': DeskDetail }. */
  under?: Record<string, ComponentType>;
  /** Role admin's alone; the console's other sections are every administrator's of its building. */
  adminOnly?: boolean;
}

interface Props {
  title: string;
  /** The console's own path, e.g. '/turn/admin'. */
  base: string;
  /** In the menu's order; the console opens on the first the user sees. */
  sections: readonly ConsoleSection[];
}

/** An administration console made from its table of sections: the menu beside the routes. */
export function AdminConsole({ title, base, sections }: Props) {
  const user = useUser();
  const seen = sections.filter((s) => !s.adminOnly || user.role === 'admin');
  return (
    <AdminShell title={title} base={base} sections={seen}>
      <Suspense fallback={null}>
        <Routes>
          <Route index element={<Navigate to={seen[0].path} replace />} />
          {seen.flatMap(({ path, Page, under = {} }) => [
            <Route key={path} path={path} element={<Page />} />,
            ...Object.entries(under).map(([sub, Sub]) => <Route key={`${path}/${sub}`} path={`${path}/${sub}`} element={<Sub />} />),
          ])}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AdminShell>
  );
}
