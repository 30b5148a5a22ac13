import { mayMakeAdminTokens } from '@domain/tokens/scopes.js';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { API_TOKEN_PREFIX } from '@domain/tokens/scopes.js';
import type { ApiTokenCreated } from '@/api/tokens.js';
import { tokens } from '@/i18n/tokens.js';
import { useT } from '@/i18n/use-t.js';
import { useUser } from '@/lib/session.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { TokenForm } from './token-form.js';
import { BuildingTokens, MyTokens } from './token-lists.js';
import { TokenMadeDialog } from './token-made-dialog.js';

/** The header a program sends a token in: the same in every language. */
const BEARER_HEADER = `Authorization: Bearer ${API_TOKEN_PREFIX}…`;
/** The API's documentation (server/http/openapi.ts), served beside the app. */
const API_DOCS = '/api/docs';

const card = { p: { xs: 2, sm: 3 } } as const;

/**
 * /tokenuri, 'Tokenuri API' of the user menu (decisions §23): what a token is, a form that makes one
 * (shown once, in a dialog), the person's tokens and, for administrators, their buildings' people's.
 */
export function TokensPage() {
  const t = useT(tokens);
  usePageTitle(t('tokens.title'));
  // An administrator gives tokens `admin` and sees their buildings' tokens (GET /tokens/all's access is the same rule).
  const admin = mayMakeAdminTokens(useUser());
  const [made, setMade] = useState<ApiTokenCreated | null>(null);

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Paper variant="outlined" sx={card}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t('tokens.title')}
        </Typography>
        <Stack spacing={1}>
          <Typography>{t('tokens.intro.what')}</Typography>
          <Typography>{t('tokens.intro.header')}</Typography>
          <Box component="code" sx={{ display: 'block', p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}>
            {BEARER_HEADER}
          </Box>
          <Typography>{t('tokens.intro.acts')}</Typography>
          <Typography>{t('tokens.intro.password')}</Typography>
          <Typography>
            {t('tokens.intro.docs')} <Link href={API_DOCS}>{t('tokens.intro.docsLink')}</Link>
          </Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={card}>
        <TokenForm admin={admin} onMade={setMade} />
      </Paper>
      <Paper variant="outlined" sx={card}>
        <MyTokens />
      </Paper>
      {admin && (
        <Paper variant="outlined" sx={card}>
          <BuildingTokens />
        </Paper>
      )}
      <TokenMadeDialog made={made} onClose={() => setMade(null)} />
    </Stack>
  );
}
