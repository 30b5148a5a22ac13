import { lazy, Suspense } from 'react';
import type { Props } from './building-settings-fields.js';

// The Parametri of a building come with their own chunk (the fields, their checks and their words,
// catalogue `parameters`): a console's first page does not carry them (issue #40, web/bundle-budget.json).
const BuildingSettingsFields = lazy(() => import('./building-settings-fields.js').then((m) => ({ default: m.BuildingSettingsFields })));

export function BuildingSettingsForm({ building }: Props) {
  return (
    <Suspense fallback={null}>
      <BuildingSettingsFields building={building} />
    </Suspense>
  );
}
