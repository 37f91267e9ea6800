import { inLanguage } from '@/i18n/translated';
import { useId, type ReactElement } from 'react';
import { Label } from './label';

type ControlProps = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * A labelled form control with its error: the error is announced (role=alert) and linked to the
 * control with aria-describedby.
 */
export function FormField({
  label,
  error,
  description,
  children,
}: {
  label: string;
  error?: string;
  description?: string;
  children: (props: ControlProps) => ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {description && (
        <p id={descriptionId} className="text-xs text-slate-500">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {inLanguage(error)}
        </p>
      )}
    </div>
  );
}
