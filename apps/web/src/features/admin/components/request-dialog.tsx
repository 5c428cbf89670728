import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RequestDialogProps {
  title: string;
  /** Its request is running: it cannot be called back, so the dialog cannot be closed as if cancelled. */
  pending: boolean;
  /** Why the request failed, kept in view (a toast that goes after 2.5 s is easily missed). */
  failure?: { title: string; text: string };
  cancelLabel: string;
  /** The button that sends the request; none where there is nothing to send. */
  submit?: ReactNode;
  onClose(): void;
  children: ReactNode;
}

/** The admin's dialogs that send one request that changes who may do what (ADR 016). */
export function RequestDialog({ title, pending, failure, cancelLabel, submit, onClose, children }: RequestDialogProps) {
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Modal opened onClose={close} closeOnEscape={!pending} closeOnClickOutside={!pending} title={title}>
      <Stack>
        {children}
        {failure && (
          <Alert color="red" role="alert" title={failure.title}>
            {failure.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} aria-disabled={pending || undefined}>
            {cancelLabel}
          </Button>
          {submit}
        </Group>
      </Stack>
    </Modal>
  );
}
