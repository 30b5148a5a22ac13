import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useBuildingTokens, useTokens } from '@/api/queries/tokens.js';
import { tokens } from '@/i18n/tokens.js';
import { useT } from '@/i18n/use-t.js';
import { SectionError } from '@/components/section-error.js';
import { TokenTable } from './token-table.js';

/** 'Tokenurile dumneavoastră': the person's tokens, expired ones too. */
export function MyTokens() {
  const t = useT(tokens);
  const id = useId();
  const list = useTokens();
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6">
        {t('tokens.mine.title')}
      </Typography>
      {list.isPending ? (
        <CircularProgress size={24} aria-label={t('tokens.loading')} />
      ) : list.isError ? (
        <SectionError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length ? (
        <TokenTable rows={list.data} labelledBy={id} />
      ) : (
        <Typography color="text.secondary">{t('tokens.mine.none')}</Typography>
      )}
    </Stack>
  );
}

/** 'Tokenurile clădirii', for administrators: the tokens of their buildings' people, each with its owner; delete only. */
export function BuildingTokens() {
  const t = useT(tokens);
  const id = useId();
  const list = useBuildingTokens();
  return (
    <Stack component="section" spacing={1} aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6">
        {t('tokens.building.title')}
      </Typography>
      <Typography color="text.secondary">{t('tokens.building.intro')}</Typography>
      {list.isPending ? (
        <CircularProgress size={24} aria-label={t('tokens.loading')} />
      ) : list.isError ? (
        <SectionError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length ? (
        <TokenTable rows={list.data} labelledBy={id} withOwner />
      ) : (
        <Typography color="text.secondary">{t('tokens.building.none')}</Typography>
      )}
    </Stack>
  );
}
