// The dashboard's period: a preset (today, 7 days…) or two dates, with the spec's warning when they are wrong.
import { Alert, Box, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DASHBOARD_PRESETS } from '../../../common/constants';
import type { Period, PeriodPreset } from '../../../common/periods';
import { PORTAL_LABELS as L } from './labels';

type Props = {
  period: Period;
  preset: PeriodPreset | null;
  error: string | null;
  onPreset: (preset: PeriodPreset) => void;
  onDates: (period: Period) => void;
};

export function PeriodPicker({ period, preset, error, onPreset, onDates }: Props) {
  return (
    <Box component="section" aria-label={L.period}>
      <ToggleButtonGroup
        value={preset}
        exclusive
        onChange={(_e, next: PeriodPreset | null) => next && onPreset(next)}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        {DASHBOARD_PRESETS.map((p) => (
          <ToggleButton key={p} value={p}>
            {L.presets[p]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        {(['from', 'to'] as const).map((end) => (
          <TextField
            key={end}
            type="date"
            label={L[end]}
            value={period[end]}
            onChange={(e) => onDates({ ...period, [end]: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
        ))}
      </Stack>
      {error && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
