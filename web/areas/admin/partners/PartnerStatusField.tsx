// The partner's status, one of those an admin sets; the call's refusal shown under it.
import { MenuItem, TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { ADMIN_PARTNER_STATUSES } from '../../../../common/admin';
import { STATUS_LABELS } from '../../shared/labels';
import { ADMIN_LABELS as L } from './labels';
import type { PartnerControl } from './partnerForm';

export function PartnerStatusField({ control }: { control: PartnerControl }) {
  return (
    <Controller
      control={control}
      name="status"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={L.fields.status}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          {ADMIN_PARTNER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
