import { Button, Text, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { Ref } from 'react';

export interface CopyLinkButtonProps {
  url: string;
  /** Visible label before copying, e.g. "Copy link". */
  label: string;
  /** Visible label for a moment after copying, e.g. "Copied!"; also announced to screen readers. */
  copiedLabel: string;
  /** Said, as an alert, when the browser refuses to copy: how to hand the link over instead. */
  failedText: string;
  /** Extra words for screen readers only, e.g. "for PID 1234", so several buttons stay distinct. */
  context?: string;
  /** The button itself, for a dialog that moves the keyboard focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * Copies a survey link to the clipboard and says so both on screen and to screen readers. The
 * browser may refuse: a page not served over HTTPS (a phone on the clinic's network reaching
 * the server by its address) has no clipboard at all, and a browser may deny the write. Mantine's
 * CopyButton then does nothing, and the manager tapped on with no word why; the refusal is said.
 */
export function CopyLinkButton({ url, label, copiedLabel, failedText, context, buttonRef }: CopyLinkButtonProps) {
  const { copy, copied, error } = useClipboard({ timeout: 2000 });
  return (
    <>
      <Button
        ref={buttonRef}
        variant={copied ? 'filled' : 'light'}
        color={copied ? 'teal.9' : undefined}
        onClick={() => copy(url)}
      >
        {copied ? copiedLabel : label}
        {context ? <VisuallyHidden> {context}</VisuallyHidden> : null}
      </Button>
      <VisuallyHidden aria-live="polite">{copied ? copiedLabel : ''}</VisuallyHidden>
      {error ? (
        // A line of its own in the row of buttons it sits in.
        <Text role="alert" size="sm" c="red.8" w="100%">
          {failedText}
        </Text>
      ) : null}
    </>
  );
}
