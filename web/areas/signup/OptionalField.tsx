// One optional field of the signup form, without MUI (the page is part of the public site): its label, the input
// and, once checked, its French error, wired to the form like every other field (components/form).
import type { FieldValues } from 'react-hook-form';
import { useFieldWiring, type FieldWiringProps } from '../../components/form/useFieldWiring';

type Props<T extends FieldValues> = FieldWiringProps<T> & {
  label: string;
  autoComplete: string;
  type?: 'tel';
};

export function OptionalField<T extends FieldValues>({ label, autoComplete, type, ...wiring }: Props<T>) {
  const { ref, error, errorId, ...field } = useFieldWiring(wiring);
  return (
    <label className="signup-wide">
      {label}
      <input
        ref={ref}
        name={field.name}
        type={type}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        {...field.aria}
        autoComplete={autoComplete}
      />
      {error && (
        <span className="signup-error" id={errorId}>
          {error}
        </span>
      )}
    </label>
  );
}
