import Box from '@mui/material/Box';
import type { Display } from '@/api/displays-admin.js';
import { SecretDialog } from '@/components/secret-dialog.js';
import { displayAdmin } from '@/i18n/display-admin.js';
import { useT } from '@/i18n/use-t.js';
import { useQrImages } from '../qr-labels/use-qr-images.js';

/**
 * A display's link just made or replaced, shown this once (decisions §24: only the secret's hash is
 * kept), with a copy button and its QR code, for the tablet's camera. Closing the dialog forgets it.
 */
export function DisplayLinkDialog({ display, onClose }: { display: Display | null; onClose(): void }) {
  const t = useT(displayAdmin);
  const url = display?.url ?? null;
  const qr = useQrImages(url ? [url] : [])?.get(url ?? '');
  const name = display?.name ?? '';
  return (
    <SecretDialog
      secret={url}
      words={{
        title: t('displayAdmin.link.title', { name }),
        label: t('displayAdmin.link.label'),
        copy: t('displayAdmin.link.copy'),
        copied: t('displayAdmin.link.copied'),
        copyFailed: t('displayAdmin.link.copyFailed'),
        shownOnce: t('displayAdmin.link.shownOnce'),
      }}
      extra={
        qr && (
          <Box
            component="img"
            src={qr}
            alt={t('displayAdmin.link.qrAlt', { name })}
            sx={{ width: 220, height: 220, alignSelf: 'center', imageRendering: 'pixelated' }}
          />
        )
      }
      onClose={onClose}
    />
  );
}
