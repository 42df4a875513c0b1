import { useId } from 'react';

type TextFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  /** Renders a textarea with this many rows instead of an input. */
  rows?: number;
  /** Shows how much of maxLength is used, for long free text. */
  countLabel?: (used: number, limit: number) => string;
};

export function TextField({
  label,
  name,
  value,
  onChange,
  maxLength,
  type = 'text',
  autoComplete,
  rows,
  countLabel,
}: TextFieldProps) {
  const id = useId();
  const countId = `${id}-count`;
  const shared = {
    id,
    name,
    value,
    maxLength,
    required: true,
    'aria-describedby': countLabel ? countId : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    className:
      'w-full rounded-lg border border-ink-soft/40 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-honey-700',
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {rows ? (
        <textarea
          rows={rows}
          // Browsers bring only the caret into view: the whole field, clear of what is fixed below.
          onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
          {...shared}
        />
      ) : (
        <input type={type} autoComplete={autoComplete} {...shared} />
      )}
      {countLabel && (
        <p id={countId} className="text-right text-sm text-ink-soft">
          {countLabel(value.length, maxLength)}
        </p>
      )}
    </div>
  );
}
