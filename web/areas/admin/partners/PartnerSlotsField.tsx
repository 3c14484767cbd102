// The partner's ad slots, ticked only while the partner is active (spec).
import { Controller, useWatch } from 'react-hook-form';
import { ADMIN_LABELS as L } from './labels';
import type { PartnerControl } from './partnerForm';
import { SlotCheckboxes } from './SlotCheckboxes';

type Props = { control: PartnerControl; slots: ReadonlyArray<{ id: string; label: string }> };

export function PartnerSlotsField({ control, slots }: Props) {
  const active = useWatch({ control, name: 'status' }) === 'active';
  return (
    <Controller
      control={control}
      name="slots"
      render={({ field }) => (
        <SlotCheckboxes
          slots={slots}
          chosen={field.value}
          onChange={field.onChange}
          disabled={!active}
          legend={L.fields.slots}
          hint={active ? null : L.fields.slotsHint}
        />
      )}
    />
  );
}
