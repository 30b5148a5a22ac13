import { OFFICE } from '@domain/buildings.js';
import { BuildingSettingsForm } from '@/components/admin/settings/building-settings-form.js';

/** Parametri of the flexible office (flex-office §2, §8; bounds of decisions §9). */
export const FlexSettingsSection = () => <BuildingSettingsForm building={OFFICE} />;
