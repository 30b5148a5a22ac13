import type { ReactNode } from 'react';
import { APP_NAME } from '../app/app-name.js';
import { usePageTitle } from '../lib/use-page-title.js';
import './plain/plain.css';

/**
 * The centred card of the pages without a top bar (login, password reset). Drawn without MUI:
 * /login is in the first download (issue #12).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="plain-page">
      <div className="plain-card">
        <p className="plain-overline">{APP_NAME}</p>
        <h1 className="plain-title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
