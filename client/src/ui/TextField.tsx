import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import './text-field.scss';

type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'className' | 'onChange' | 'value'>;

/** A labelled text input with its hint and its error (announced with the field, aria-invalid set). */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  className,
  ...input
}: InputProps & {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
