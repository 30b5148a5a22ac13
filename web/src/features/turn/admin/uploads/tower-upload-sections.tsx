import { PermanentCarsUpload } from './permanent-cars-upload.js';
import { PresenceListUpload } from './presence-list-upload.js';

// The tower console's three list uploads (tower §2 "Tower admin screen").
export const PresenceUploadSection = () => <PresenceListUpload kind="presence" />;
export const ExitsUploadSection = () => <PresenceListUpload kind="exit" />;
export const PermanentCarsUploadSection = () => <PermanentCarsUpload />;
