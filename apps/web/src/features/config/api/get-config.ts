import { PublicConfigSchema, type PublicConfig } from '@romtrack/shared/contracts/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { CONFIG_PATH } from '../../../api/paths.ts';
import { apiRequest } from '../../../lib/api-client.ts';

const ResponseSchema = z.object({ success: z.literal(true), data: PublicConfigSchema });

/** Names shown until the server answers, matching the server's defaults. */
export const DEFAULT_CONFIG: PublicConfig = { productName: 'ROMtrack', foundationName: 'Recovery Research Foundation' };

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async () => (await apiRequest(CONFIG_PATH, { schema: ResponseSchema })).data,
  staleTime: Infinity,
});

export function usePublicConfig(): PublicConfig {
  return useQuery(configQuery).data ?? DEFAULT_CONFIG;
}
