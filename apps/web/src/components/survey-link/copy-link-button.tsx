import { Button, CopyButton, VisuallyHidden } from '@mantine/core';
import type { Ref } from 'react';

export interface CopyLinkButtonProps {
  url: string;
  /** Visible label before copying, e.g. "Copy link". */
  label: string;
  /** Visible label for a moment after copying, e.g. "Copied!"; also announced to screen readers. */
  copiedLabel: string;
  /** Extra words for screen readers only, e.g. "for PID 1234", so several buttons stay distinct. */
  context?: string;
  /** The button itself, for a dialog that moves the keyboard focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Copies a survey link to the clipboard and says so both on screen and to screen readers. */
export function CopyLinkButton({ url, label, copiedLabel, context, buttonRef }: CopyLinkButtonProps) {
  return (
    <CopyButton value={url} timeout={2000}>
      {({ copied, copy }) => (
        <>
          <Button
            ref={buttonRef}
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal.9' : undefined}
            onClick={copy}
          >
            {copied ? copiedLabel : label}
            {context ? <VisuallyHidden> {context}</VisuallyHidden> : null}
          </Button>
          <VisuallyHidden aria-live="polite">{copied ? copiedLabel : ''}</VisuallyHidden>
        </>
      )}
    </CopyButton>
  );
}
