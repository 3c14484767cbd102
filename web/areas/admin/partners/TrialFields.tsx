// The trial: months typed by the admin, and the day it ends, counted from today (or the partner's current end).
import { Stack, TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { parisDay } from '../../../../common/dates';
import { addMonths } from '../../../../common/periods';
import { FormField } from '../../../components/form/FormField';
import { ADMIN_LABELS as L } from './labels';
import type { PartnerControl } from './partnerForm';

export const WHOLE_NUMBER = { min: 0, step: 1 };

type Props = { control: PartnerControl; currentEnd: string | null };

export function TrialFields({ control, currentEnd }: Props) {
  const months = useWatch({ control, name: 'trial_months' });
  const trialUntil = /^\d+$/.test(months) ? addMonths(parisDay(), Number(months)) : (currentEnd ?? '');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormField
        control={control}
        name="trial_months"
        label={L.fields.trialMonths}
        type="number"
        slotProps={{ htmlInput: WHOLE_NUMBER }}
        sx={{ flex: 1 }}
      />
      <TextField
        label={L.fields.trialUntil}
        value={trialUntil}
        slotProps={{ input: { readOnly: true } }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
