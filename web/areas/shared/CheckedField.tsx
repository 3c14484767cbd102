// A text field checked as it is typed: its French error below it, and the room for one kept when there is none.
import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'error' | 'helperText'> & { error: string | undefined };

export function CheckedField({ error, ...field }: Props) {
  return <TextField {...field} error={Boolean(error)} helperText={error ?? ' '} />;
}
