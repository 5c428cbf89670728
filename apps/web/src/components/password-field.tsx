import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * Every password field: Mantine's PasswordInput, marked invalid (aria-invalid) while it shows an
 * error, as Mantine marks its TextInput itself. A screen reader then says "invalid" with the
 * message, which Mantine already ties to the field (aria-describedby).
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
