import { lazy, Suspense } from 'react';

// 'Încărcare prezență' comes with its own chunk (its reading of the .csv and its words, catalogue
// `uploads`): the console's first page does not carry it (issue #40, web/bundle-budget.json).
const AttendanceUpload = lazy(() => import('./attendance-upload.js').then((m) => ({ default: m.AttendanceUpload })));

export function AttendanceUploadSection() {
  return (
    <Suspense fallback={null}>
      <AttendanceUpload />
    </Suspense>
  );
}
