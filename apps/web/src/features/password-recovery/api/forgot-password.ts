/** POST /api/v1/adminAuth/forgotpassword: the server mails a reset link (spec section 7). */
import { type ForgotPasswordBody } from '@romtrack/shared/contracts/password-recovery';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client.ts';

// The spec's client reads `success` and shows a server error when it is false.
const ForgotPasswordAnswerSchema = z.object({ success: z.boolean() });

export async function forgotPassword(body: ForgotPasswordBody): Promise<boolean> {
  return (
    await apiRequest('/api/v1/adminAuth/forgotpassword', { method: 'POST', body, schema: ForgotPasswordAnswerSchema })
  ).success;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
