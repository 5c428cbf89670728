/** POST /api/v1/centers: multipart, the logo in the file field `upload` (spec section 7). */
import type { ConsentRegion } from '@romtrack/shared/contracts/centers';
import { CenterCreatedResponseSchema } from '@romtrack/shared/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { directorKeys } from '../../../api/director-names.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface NewCenter {
  name: string;
  password: string;
  logo: File;
  consentRegion: ConsentRegion;
  /** The owning director; the admin must name one, a director may leave it out. */
  director?: string;
}

export async function registerCenter(center: NewCenter) {
  const form = new FormData();
  form.set('name', center.name);
  form.set('password', center.password);
  form.set('role', 'manager');
  form.set('consentRegion', center.consentRegion);
  if (center.director) form.set('director', center.director);
  form.set('upload', center.logo, center.logo.name);
  return apiRequest('/api/v1/centers', { method: 'POST', body: form, schema: CenterCreatedResponseSchema });
}

export function useRegisterCenter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCenter,
    // Every center picker (manager login, register manager) lists the new center, and the
    // admin's Directors list counts it (its Hand over centers button depends on the count).
    onSuccess: () =>
      Promise.all([['centers'], directorKeys.names].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
