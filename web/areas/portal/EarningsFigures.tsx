// Where the partner's money stands, each figure labelled: this month's share, the available balance, lifetime
// earnings and the threshold, with the share percentage they come from.
import { Grid, Typography } from '@mui/material';
import { formatEuros } from '../../../common/money';
import type { Accrual } from '../../../common/partner';
import { THRESHOLD_WORDS } from '../../../common/programmeWords';
import { Figure } from '../shared/Figures';
import { frenchPercent } from '../shared/format';
import { PORTAL_LABELS as L } from './labels';

export function EarningsFigures({ accrual }: { accrual: Accrual }) {
  const figures = [
    { label: L.monthEstimate, cents: accrual.partner_amount_cents, testId: 'month-estimate' },
    { label: L.available, cents: accrual.available_cents, testId: 'available-balance' },
    { label: L.lifetime, cents: accrual.lifetime_cents, testId: 'lifetime-earnings' },
    { label: L.threshold, cents: accrual.payout_threshold_cents, testId: 'payout-threshold' },
  ];
  return (
    <>
      <Grid container spacing={2}>
        {figures.map(({ label, cents, testId }) => (
          <Grid key={testId} size={{ xs: 6, sm: 3 }}>
            <Figure label={label} value={formatEuros(cents)} testId={testId} />
          </Grid>
        ))}
      </Grid>
      <Typography variant="body2" color="text.secondary" data-testid="share-percent">
        {L.sharePercent(frenchPercent(accrual.share_percent))}
      </Typography>
      {/* The threshold is explained where its figure is shown. */}
      <Typography variant="body2" color="text.secondary" data-testid="threshold-explained">
        {THRESHOLD_WORDS.payoutThresholdExplained(formatEuros(accrual.payout_threshold_cents))}
      </Typography>
    </>
  );
}
