// A list's filter: a small select whose first choice (« Tous ») filters nothing, the empty value.
import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';

export type FilterChoice = { value: string; label: string };

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first choice's label: every row, whatever the filter. */
  all: string;
  choices: readonly FilterChoice[];
  sx?: SxProps<Theme>;
};

export function FilterSelect({ label, value, onChange, all, choices, sx }: Props) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={sx}
    >
      <MenuItem value="">{all}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
