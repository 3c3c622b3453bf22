import type { ComponentProps } from 'react';
import { cn } from '#lib/cn';
import { type ButtonColor, type ButtonSize, buttonClasses } from './button-styles';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ComponentProps<'button'>, 'color'> & {
  color?: Exclude<ButtonColor, 'white'>;
  size?: ButtonSize;
  isLoading?: boolean;
  /** A form in error cannot be submitted again until it is fixed. */
  hasError?: boolean;
};

export function SubmitButton({
  color = 'green',
  size = 'big',
  isLoading = false,
  hasError = false,
  disabled,
  className,
  children,
  type = 'submit',
  ...rest
}: SubmitButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || isLoading || hasError}
      aria-busy={isLoading || undefined}
      data-color={color}
      data-size={size}
      className={buttonClasses(color, size, cn(size === 'big' && 'w-full', className))}
    >
      {isLoading ? <Spinner label="Loading" className={size === 'small' ? 'size-4' : 'size-5'} /> : null}
      <span>{children}</span>
    </button>
  );
}
