import { TOWER } from '@domain/buildings.js';
import { BuildingSettingsForm } from '@/components/admin/settings/building-settings-form.js';

/** Parametri of the tower (tower-parking §5, §8; bounds of decisions §9), with the cut-off warnings. */
export const TowerSettingsSection = () => <BuildingSettingsForm building={TOWER} />;
