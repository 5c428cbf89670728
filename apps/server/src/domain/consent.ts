/**
 * Manage Consent Permissions (decisions.md): the manager records a participant's written
 * revocation or grant per survey number, which sets `consented` on that survey.
 */
import type { ConsentChangeBody } from '@romtrack/shared/contracts/participants';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { surveys } from '../db/schema/index.ts';
import { BadRequest } from '../errors.ts';
import { audit, type AuditActor } from './audit.ts';

export async function consentState(
  db: Database,
  participantId: string,
): Promise<{ surveyNo: number; consented: boolean; createdAt: string }[]> {
  const rows = await db
    .select({ surveyNo: surveys.surveyNo, consented: surveys.consented, createdAt: surveys.createdAt })
    .from(surveys)
    .where(eq(surveys.participantId, participantId))
    .orderBy(asc(surveys.surveyNo));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Applies the changes; every survey number named must exist, or nothing changes. The audit line
 * that records them (`by` is who) is written in the same transaction.
 */
export async function changeConsent(
  db: Database,
  participant: { id: string; pid: number },
  changes: ConsentChangeBody['consents'],
  by: AuditActor,
): Promise<{ surveyNo: number; consented: boolean }[]> {
  return db.transaction(async (tx) => {
    const applied: { surveyNo: number; consented: boolean }[] = [];
    // In survey order, so two saves at once take the survey totals' row locks (migration 0002)
    // in the same order and do not deadlock.
    for (const change of changes.toSorted((a, b) => a.surveyNo - b.surveyNo)) {
      const [row] = await tx
        .update(surveys)
        .set({ consented: change.consented })
        .where(and(eq(surveys.participantId, participant.id), eq(surveys.surveyNo, change.surveyNo)))
        .returning({ surveyNo: surveys.surveyNo, consented: surveys.consented });
      // Throwing rolls the whole change back: a partial save would misstate consent.
      if (!row) throw new BadRequest(`This participant has no survey number ${change.surveyNo}`);
      applied.push(row);
    }
    await audit(tx, {
      ...by,
      action: 'consent.change',
      target: participant.id,
      detail: { pid: participant.pid, consents: applied },
    });
    return applied;
  });
}
