/** POST /api/v1/auth/register with role 'manager' (spec section 7). */
import type { RegisterManagerBody } from '@romtrack/shared/contracts/registration';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

// The spec promises only "new user in data"; nothing of it is shown, so only success is read.
const RegisterManagerResponseSchema = z.object({ success: z.literal(true) });

export async function registerManager(body: RegisterManagerBody): Promise<void> {
  await apiRequest('/api/v1/auth/register', { method: 'POST', body, schema: RegisterManagerResponseSchema });
}

export const useRegisterManager = () => useMutation({ mutationFn: registerManager });
