import { lazy, Suspense } from 'react';

// 'Încărcare utilizatori' comes with its own chunk (its reading of the .csv and its words, catalogue
// `uploads`): the console's first page does not carry it (issue #40, web/bundle-budget.json).
const UsersUpload = lazy(() => import('./users-upload.js').then((m) => ({ default: m.UsersUpload })));

export function UsersUploadSection() {
  return (
    <Suspense fallback={null}>
      <UsersUpload />
    </Suspense>
  );
}
