import { Button, Loader, type ButtonProps, type ElementProps } from '@mantine/core';

export interface BusyButtonProps extends ButtonProps, ElementProps<'button', keyof ButtonProps> {
  /** Its request is running: the button shows a spinner and takes no press until it ends. */
  busy: boolean;
  /**
   * Drawn and said unavailable (a form's REGISTER while its data is not valid, which the spec
   * has disabled), yet still reached by Tab and pressed as usual: the form's submit handler then
   * says what is missing, where a disabled button would be skipped and its Enter do nothing.
   */
  unavailable?: boolean;
}

/**
 * A button that shows its request running and keeps the keyboard's focus meanwhile. Mantine's
 * `loading` disables the button, and the browser moves a disabled button's focus to the page: a
 * keyboard or screen-reader user who pressed Generate, Refresh or Save lost their place. This one
 * stays focusable, says it is unavailable (aria-disabled) and refuses presses, a form's Enter
 * included (the browser submits a form by pressing its submit button), until the request ends.
 */
export function BusyButton({ busy, unavailable = false, onClick, leftSection, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      data-disabled={busy || unavailable || undefined}
      aria-disabled={busy || unavailable || undefined}
      leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : leftSection}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
