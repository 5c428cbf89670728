/**
 * PUT /api/v1/{auth,adminAuth,directorAuth}/updatepassword: every area's Account Settings.
 * The family is the area's auth prefix (spec section 7); the shapes are the same.
 */
import { OkResponseSchema, type UpdatePasswordBody } from '@romtrack/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';

export type PasswordFamily = 'auth' | 'adminAuth' | 'directorAuth';

export async function updatePassword(family: PasswordFamily, body: UpdatePasswordBody): Promise<void> {
  await apiRequest(`/api/v1/${family}/updatepassword`, { method: 'PUT', body, schema: OkResponseSchema });
}

export const useUpdatePassword = (family: PasswordFamily) =>
  useMutation({ mutationFn: (body: UpdatePasswordBody) => updatePassword(family, body) });
