// What ties one input to its form: the value, the change and blur, and the French error the input points to.
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FieldWiringProps<T extends FieldValues> = {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
  /** Rewrites what is typed before the form keeps it (an IBAN grouped by four). */
  transform?: (typed: string) => string;
};

export function useFieldWiring<T extends FieldValues>({ control, name, transform }: FieldWiringProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const errorId = `${id}-error`;
  const error = fieldState.error?.message;
  return {
    id,
    errorId,
    error,
    ref: field.ref,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    disabled: field.disabled,
    onChange: (typed: string) => field.onChange(transform ? transform(typed) : typed),
    onBlur: field.onBlur,
    /** The input says it is wrong, and which text says why, only while it is. */
    aria: { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined },
  };
}
