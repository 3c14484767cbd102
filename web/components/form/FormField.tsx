// The one text field of the forms: label, input, and under it the field's French error (or the room for one).
import { TextField, type TextFieldProps } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { useFieldWiring, type FieldWiringProps } from './useFieldWiring';

type Props<T extends FieldValues> = FieldWiringProps<T> &
  Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'id' | 'inputRef'>;

export function FormField<T extends FieldValues>({
  control,
  name,
  transform,
  onBlur,
  slotProps,
  ...field
}: Props<T>) {
  const wired = useFieldWiring({ control, name, transform });
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...field}
      id={wired.id}
      name={wired.name}
      inputRef={wired.ref}
      value={wired.value}
      onChange={(e) => wired.onChange(e.target.value)}
      onBlur={(e) => {
        wired.onBlur();
        onBlur?.(e);
      }}
      error={Boolean(wired.error)}
      helperText={wired.error ?? ' '}
      slotProps={{
        ...slotProps,
        htmlInput: { ...htmlInput, ...wired.aria },
        formHelperText: { id: wired.errorId },
      }}
    />
  );
}
