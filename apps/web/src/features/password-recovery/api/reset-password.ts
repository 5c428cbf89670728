/**
 * PUT /api/v1/adminAuth/resetpassword/{token}: a new password with the mailed token; GET of the
 * same path: whether the link still works, asked as its page opens.
 */
import { OkResponseSchema } from '@romtrack/shared/contracts/auth';
import { ResetLinkResponseSchema } from '@romtrack/shared/contracts/password-recovery';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const resetPath = (token: string) => `/api/v1/adminAuth/resetpassword/${encodeURIComponent(token)}`;

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiRequest(resetPath(input.token), {
    method: 'PUT',
    body: { password: input.password },
    schema: OkResponseSchema,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/**
 * The account's e-mail address while the link works; fails with the server's refusal (400) once
 * it is used, expired or unknown. Asked once.
 */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-link', token],
    queryFn: async () => (await apiRequest(resetPath(token), { schema: ResetLinkResponseSchema })).data,
    staleTime: Infinity,
  });
