import { useParams } from 'react-router';
import { ParticipantProgressScreen } from '../../features/participant-progress/components/participant-progress.tsx';

/** /manager/participants/:id: one participant's progress and its printable report. */
export function ManagerParticipantProgress() {
  const { id } = useParams();
  return id ? <ParticipantProgressScreen participantId={id} /> : null;
}
