// One optional field of the signup form: its label, the input and, once checked, its French error.
type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** The id of the error text, which the input points to while it is shown. */
  errorId: string;
  autoComplete: string;
  type?: 'tel';
};

export function OptionalField({ label, value, onChange, error, errorId, autoComplete, type }: Props) {
  return (
    <label className="signup-wide">
      {label}
      <input
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
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
