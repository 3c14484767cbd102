// « Précédent / Suivant » under a server-paginated table, with where the page stands (« 51–100 sur 130 », or
// « sur plus de 1 000 » where the server stopped counting).
import { Button, Stack, Typography } from '@mui/material';
import type { PagedList } from './usePagedList';

export const PAGER_LABELS = {
  previous: 'Précédent',
  next: 'Suivant',
  range: (from: number, to: number, total: number, capped = false) =>
    `${from.toLocaleString('fr-FR')}–${to.toLocaleString('fr-FR')} sur ${capped ? 'plus de ' : ''}${total.toLocaleString('fr-FR')}`,
  navigation: (what: string) => `Pages : ${what}`,
} as const;

/** Nothing when everything fits on one page. */
export function Pager<T>({ list, label }: { list: PagedList<T>; label: string }) {
  if (!list.hasPrevious && !list.hasNext) return null;
  const from = list.offset + 1;
  const to = list.offset + list.rows.length;
  return (
    <Stack
      component="nav"
      aria-label={PAGER_LABELS.navigation(label)}
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'flex-end' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {PAGER_LABELS.range(from, to, list.total, list.totalCapped)}
      </Typography>
      <Button size="small" disabled={!list.hasPrevious} onClick={list.previous}>
        {PAGER_LABELS.previous}
      </Button>
      <Button size="small" disabled={!list.hasNext} onClick={list.next}>
        {PAGER_LABELS.next}
      </Button>
    </Stack>
  );
}
