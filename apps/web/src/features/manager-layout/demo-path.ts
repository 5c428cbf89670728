import { demoPath } from '@romtrack/shared/participant-routes';
import { useCenter } from './api/get-center.ts';

/**
 * The demo as the manager of `centerId` opens it (demoPath): its consent link shows the text that
 * center's participants read, the general one until the center has loaded. The menu, the dashboard
 * and the guide link to it; the center is the one the menu already loads.
 */
export function useDemoPath(centerId: string | null): string {
  return demoPath(useCenter(centerId).data?.consentRegion ?? 'general');
}
