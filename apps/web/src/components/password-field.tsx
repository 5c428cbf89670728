import { PasswordInput } from '@mantine/core';
import { MAX_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import type { ComponentProps } from 'react';

/**
 * Every password field: Mantine's PasswordInput, holding no more than the server accepts, and
 * marked invalid (aria-invalid) while it shows an error, as Mantine marks its TextInput itself. A
 * screen reader then says "invalid" with the message, which Mantine already ties to the field
 * (aria-describedby).
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput maxLength={MAX_PASSWORD_LENGTH} aria-invalid={props.error ? true : undefined} {...props} />;
}
