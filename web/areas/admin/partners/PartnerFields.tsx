// The partner dialog's fields: the identity (read-only once added), the share forced to 0–100, the trial, the
// status, the payout threshold and the ad slots.
import type { UseFormSetValue } from 'react-hook-form';
import { REVENUE_SHARE_PERCENT } from '../../../../common/constants';
import { FormField } from '../../../components/form/FormField';
import { ADMIN_LABELS as L } from './labels';
import { forcedShare, type PartnerControl, type TypedPartner } from './partnerForm';
import { PartnerSlotsField } from './PartnerSlotsField';
import { PartnerStatusField } from './PartnerStatusField';
import { TrialFields, WHOLE_NUMBER } from './TrialFields';

/** Given when the partner is added, read-only afterwards (spec). */
const IDENTITY = [
  { name: 'code', type: 'text' },
  { name: 'name', type: 'text' },
  { name: 'email', type: 'email' },
] as const;

const SHARE_INPUT = { min: REVENUE_SHARE_PERCENT.min, max: REVENUE_SHARE_PERCENT.max, step: 1 };

type Props = {
  control: PartnerControl;
  setValue: UseFormSetValue<TypedPartner>;
  editing: boolean;
  trialUntil: string | null;
  slots: ReadonlyArray<{ id: string; label: string }>;
};

export function PartnerFields({ control, setValue, editing, trialUntil, slots }: Props) {
  return (
    <>
      {IDENTITY.map(({ name, type }) => (
        <FormField
          key={name}
          control={control}
          name={name}
          label={L.fields[name]}
          type={type}
          slotProps={{ input: { readOnly: editing } }}
          required
        />
      ))}
      <FormField
        control={control}
        name="revenue_share_percent"
        label={L.fields.share}
        type="number"
        onBlur={(e) => setValue('revenue_share_percent', String(forcedShare(e.target.value)))}
        slotProps={{ htmlInput: SHARE_INPUT }}
      />
      <TrialFields control={control} currentEnd={trialUntil} />
      <PartnerStatusField control={control} />
      <FormField
        control={control}
        name="payout_threshold"
        label={L.fields.threshold}
        type="number"
        slotProps={{ htmlInput: WHOLE_NUMBER }}
      />
      <PartnerSlotsField control={control} slots={slots} />
    </>
  );
}
