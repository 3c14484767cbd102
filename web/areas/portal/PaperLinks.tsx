// The partner's papers in the payments page: each paid payout's document, and the yearly summary of a chosen
// calendar year as PDF or CSV.
import { Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { parisDay } from '../../../common/dates';
import { DOCUMENT_LABELS as L } from '../../../common/documentsMessages';
import { Section } from '../shared/Section';

/** The link to a paid payout's statement or invoice (the server says which). */
export function PayoutDocumentLink({ payoutId }: { payoutId: number }) {
  return (
    <Typography variant="caption" component="div">
      <Link href={`/api/partner/payouts/${payoutId}/document.pdf`} download data-testid="payout-document">
        {L.downloadDocument}
      </Link>
    </Typography>
  );
}

/** The years a summary may be asked for: this one back to the partner's first. */
function yearsSince(firstDay: string): number[] {
  const last = Number(parisDay().slice(0, 4));
  const first = Math.min(last, Number(firstDay.slice(0, 4)) || last);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

export function YearlySummarySection({ since }: { since: string }) {
  const years = yearsSince(since);
  const [year, setYear] = useState(years[0]!);
  return (
    <Section title={L.yearly}>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {L.yearlyIntro}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label={L.year}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 120 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" href={`/api/partner/yearly-summary/${year}.pdf`} download>
            {L.pdf}
          </Button>
          <Button variant="outlined" href={`/api/partner/yearly-summary/${year}.csv`} download>
            {L.csv}
          </Button>
        </Stack>
      </Stack>
    </Section>
  );
}
