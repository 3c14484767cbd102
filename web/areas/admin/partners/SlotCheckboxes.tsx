// Ad slots to tick by their French label: the site’s whitelist and each partner’s own slots.
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';

type Props = {
  slots: ReadonlyArray<{ id: string; label: string }>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** All boxes greyed out (a partner who is not active). */
  disabled?: boolean;
  /** A slot always shown: ticked and greyed out. */
  always?: string;
  legend?: string;
  /** The group's name when it has no legend. */
  label?: string;
  hint?: string | null;
};

export function SlotCheckboxes({
  slots,
  chosen,
  onChange,
  disabled = false,
  always,
  legend,
  label,
  hint,
}: Props) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((s) => s !== id));
  return (
    <FormGroup aria-label={label}>
      {legend && <FormLabel component="legend">{legend}</FormLabel>}
      {slots.map((slot) => (
        <FormControlLabel
          key={slot.id}
          label={slot.label}
          disabled={disabled || slot.id === always}
          control={
            <Checkbox
              checked={slot.id === always || chosen.includes(slot.id)}
              onChange={(e) => toggle(slot.id, e.target.checked)}
            />
          }
        />
      ))}
      {hint && <FormHelperText>{hint}</FormHelperText>}
    </FormGroup>
  );
}
