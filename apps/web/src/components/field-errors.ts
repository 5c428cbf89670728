import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Takes the focus to the form's first field marked invalid (drawn already), if there is one. */
export function focusFirstFieldInError(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A form's message per field (WCAG 3.3.1): each field in error says why under itself, is marked
 * invalid for screen readers, and the first one takes the focus. The spec's alert says one of
 * them for two and a half seconds; the fields keep saying it until the person changes them.
 * `form` goes on the form element; `edited` drops the message of a field the person changes.
 */
export function useFieldErrors<Field extends string>() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const edited = useCallback((field: Field) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);
  /** Shows `found` (and only it) and takes the focus to the first field in error. */
  const show = useCallback((found: Partial<Record<Field, string>>) => {
    // Drawn before the focus moves, so the first field in error can take it.
    flushSync(() => setErrors(found));
    focusFirstFieldInError(form.current);
  }, []);
  const clear = useCallback(() => setErrors({}), []);
  return { form, errors, edited, show, clear };
}
