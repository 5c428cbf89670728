/** Drives the participant lifecycle through the API, as the web client does. */
import { ITEM_VALUES } from '@romtrack/sf36/recode';
import type { FastifyInstance } from 'fastify';
import { bearer } from './fixtures.ts';

/** The best answer to every item (every scale 100). */
export const BEST_ANSWERS: number[] = ITEM_VALUES.map((values) => values[values.length - 1]!);
/** The worst answer to every item (every scale 0, shown as 1). */
export const WORST_ANSWERS: number[] = ITEM_VALUES.map((values) => values[0]!);

export async function createPid(app: FastifyInstance, managerToken: string): Promise<{ id: string; pid: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: bearer(managerToken),
    payload: { role: 'deidentified' },
  });
  if (res.statusCode !== 201) throw new Error(`createPid: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function openLink(app: FastifyInstance, managerToken: string, participantId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/auth/survey/${participantId}`,
    headers: bearer(managerToken),
  });
  if (res.statusCode !== 201) throw new Error(`openLink: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export function submit(
  app: FastifyInstance,
  token: string,
  answers: number[],
  consented = true,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/surveys/${token}`,
    payload: { answers, consented, surveyNo: 1, language: 'en' },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Creates a PID and records one survey per answer vector, in order. */
export async function participantWithSurveys(
  app: FastifyInstance,
  managerToken: string,
  answerSets: { answers: number[]; consented?: boolean }[],
): Promise<{ id: string; pid: number }> {
  const participant = await createPid(app, managerToken);
  for (const set of answerSets) {
    const token = await openLink(app, managerToken, participant.id);
    const res = await submit(app, token, set.answers, set.consented ?? true);
    if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  }
  return participant;
}
