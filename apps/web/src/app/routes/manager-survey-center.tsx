import { useAuth } from '../../features/auth/auth-context.tsx';
import { SurveyCenter } from '../../features/survey-center/components/survey-center.tsx';

/** /manager/survey-center: the open survey links of the manager's center. */
export function ManagerSurveyCenter() {
  const center = useAuth().user?.center;
  return center ? <SurveyCenter centerId={center} /> : null;
}
