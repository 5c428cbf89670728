/** PUT /api/v1/adminAuth/resetpassword/{token}: a new password with the mailed token. */
import { OkResponseSchema } from '@romtrack/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export async function resetPassword(input: { token: string; password: string }): Promise<void> {
  await apiRequest(`/api/v1/adminAuth/resetpassword/${encodeURIComponent(input.token)}`, {
    method: 'PUT',
    body: { password: input.password },
    schema: OkResponseSchema,
  });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
