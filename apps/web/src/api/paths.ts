/**
 * The addresses of the API calls that boot.ts may start before the app has arrived, built here
 * for it and for the screens alike: an early answer is handed to the screen that asks for the
 * same address (lib/api-fetch.ts). Free of zod, like everything boot.ts loads.
 */
import { PID_PAGE_SIZE } from '@romtrack/shared/page-sizes';

export const ME_PATH = '/api/v1/auth/me';
export const CONFIG_PATH = '/api/v1/config';

/** The directors' names (admin only): the region picker of the graph browser, the owning-director picker. */
export const DIRECTOR_NAMES_PATH = '/api/v1/directors/?select=name';

export const centerPath = (centerId: string) => `/api/v1/centers/${encodeURIComponent(centerId)}`;

export interface ParticipantPageFilter {
  page: number;
  /** Digits the PID starts with; empty for every PID. */
  pid?: string;
  /** Only participants whose survey link is open now. */
  open?: boolean;
  limit?: number;
}

/** One page of a center's PIDs (GET /api/v1/centers/{id}/users). */
export function centerParticipantsPath(centerId: string, filter: ParticipantPageFilter): string {
  const query = new URLSearchParams({ page: String(filter.page), limit: String(filter.limit ?? PID_PAGE_SIZE) });
  if (filter.pid) query.set('pid', filter.pid);
  if (filter.open) query.set('open', 'true');
  return `${centerPath(centerId)}/users?${query}`;
}
