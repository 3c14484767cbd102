// The portal's help on the money: the payout threshold and the bonus tier, each named once and explained, and
// why a month's share can differ by a few cents from the percent of its total (each day is rounded).
import { Stack, Typography } from '@mui/material';
import { formatEuros, partnerShareCents } from '../../../common/money';
import type { Accrual } from '../../../common/partner';
import { MONEY_HELP_WORDS as H, THRESHOLD_WORDS as T } from '../../../common/programmeWords';
import { Section } from '../shared/Section';
import { frenchPercent } from '../shared/format';

/** The worked example of the help: a month of small days, at a percent where the rounding shows. */
const EXAMPLE = { days: 30, dayGrossCents: 5, percent: 37 } as const;

export function roundingExample() {
  const { days, dayGrossCents, percent } = EXAMPLE;
  const dayShare = partnerShareCents(dayGrossCents, percent);
  return H.roundingExample(
    days,
    formatEuros(dayGrossCents),
    frenchPercent(percent),
    formatEuros(dayShare),
    formatEuros(dayShare * days),
    formatEuros(partnerShareCents(dayGrossCents * days, percent)),
  );
}

export function MoneyHelp({ accrual }: { accrual: Accrual }) {
  // The payout threshold is explained beside its figure (EarningsFigures).
  const lines = [T.bonusTierExplained, H.perDay(frenchPercent(accrual.share_percent)), roundingExample()];
  return (
    <Section title={H.title}>
      <Stack spacing={1} data-testid="money-help">
        {lines.map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Stack>
    </Section>
  );
}
