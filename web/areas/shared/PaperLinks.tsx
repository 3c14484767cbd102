// The papers' download links, for the partner's portal and the admin alike: a paid payout's document, and the
// yearly summary of a chosen calendar year as PDF or CSV.
import { Button, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { parisDay } from '../../../common/dates';
import { DOCUMENT_LABELS as L } from '../../../common/documentsMessages';

/** The link to a paid payout's statement or invoice (the server says which). */
export function PayoutDocumentLink({ href }: { href: string }) {
  return (
    <Typography variant="caption" component="div">
      <Link href={href} download data-testid="payout-document">
        {L.downloadDocument}
      </Link>
    </Typography>
  );
}

/** The years a summary may be asked for: this one back to the year of the first money. */
function yearsSince(firstDay: string): number[] {
  const last = Number(parisDay().slice(0, 4));
  const first = Math.min(last, Number(firstDay.slice(0, 4)) || last);
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

/** A year to choose and its summary's two files; `base` is the summary's path without `/:year.pdf`. */
export function YearlySummaryPicker({ base, since }: { base: string; since: string }) {
  const years = yearsSince(since);
  const [year, setYear] = useState(years[0]!);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
      <Button variant="outlined" href={`${base}/${year}.pdf`} download>
        {L.pdf}
      </Button>
      <Button variant="outlined" href={`${base}/${year}.csv`} download>
        {L.csv}
      </Button>
    </Stack>
  );
}
