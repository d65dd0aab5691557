import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

/** A button's own props, its ref included (to move the focus to it). */
type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
