import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import { RATING_COLORS } from './profile-rules.js';
import { tower } from '@/i18n/tower.js';
import { useT } from '@/i18n/use-t.js';

/** The user's rating as 0 to 3 stars, coloured 0 red, 1 orange, 2 yellow, 3 green (tower §4). */
export function RatingStars({ rating }: { rating: number }) {
  const t = useT(tower);
  const color = RATING_COLORS[rating];
  return (
    <Box role="img" aria-label={t('tower.rating.stars', { rating })} sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      {[0, 1, 2].map((i) =>
        i < rating ? <Star key={i} sx={{ color }} /> : <StarBorder key={i} sx={{ color: rating === 0 ? color : 'text.disabled' }} />,
      )}
    </Box>
  );
}
