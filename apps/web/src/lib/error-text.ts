/**
 * The one place a refused API call becomes a sentence for the user, in the screen's language.
 * The server's own texts (`error` in the error body) are written for developers and in English;
 * they are never shown as they are. The refusal is read from its status and `code`
 * (@romtrack/shared/errors), and each screen says what a code means for its own call
 * (`byCode`): a 401 from a login is a wrong password, a 404 from Delete PID a PID already gone.
 */
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@romtrack/shared/contracts/auth';
import type { ErrorCode } from '@romtrack/shared/errors';
import { ApiError } from './api-fetch.ts';
import i18n from './i18n.ts';

/**
 * A code of the error body, or one of the browser's own (api-fetch.ts): NETWORK, the request never
 * reached the server; NO_ANSWER, a read the server did not answer in time; UNCONFIRMED, an action
 * it did not answer in time, which it may have done all the same.
 */
export type RefusalCode = ErrorCode | 'NETWORK' | 'NO_ANSWER' | 'UNCONFIRMED';

/** What a screen's call means by each code; the codes it leaves out get the general text. */
export type TextByCode = Partial<Record<RefusalCode, string>>;

/**
 * The password policy's refusals (apps/server/src/domain/password-policy.ts). They share the
 * code BAD_REQUEST with every other refusal of a form, and a screen that changes a password
 * also gets BAD_REQUEST for a wrong current password or a used reset link; these fixed texts are
 * the only way to tell them apart. The length checks are made in the forms before sending, so
 * in practice only "too common" (a list of ~49,000 passwords the browser does not download)
 * comes back from the server.
 */
function passwordPolicyText(message: string): string | undefined {
  if (message.endsWith(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`)) {
    return i18n.t('errors.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  }
  if (message.endsWith(`Password must be at most ${MAX_PASSWORD_LENGTH} characters`)) {
    return i18n.t('errors.passwordTooLong', { max: MAX_PASSWORD_LENGTH });
  }
  if (message.startsWith('This password is too common')) return i18n.t('errors.passwordTooCommon');
  return undefined;
}

/**
 * The sentence for a new password the server refused by its policy (in practice "too common"),
 * or undefined for any other failure: a form that sets a password marks that field with it, so
 * the reason stays on screen after the alert has gone.
 */
export function passwordRefusal(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 400 ? passwordPolicyText(error.message) : undefined;
}

/** Whole minutes, rounded up, of a Retry-After in seconds (at least one). */
export function minutesToWait(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The sentence to show for a failed call, in the screen's language. `otherwise` is what the
 * screen says for a refusal it has no meaning for (a list that would not load says so); a form
 * leaves it out, and the user is asked to check what was entered.
 */
export function errorText(error: unknown, byCode: TextByCode = {}, otherwise?: string): string {
  if (!(error instanceof ApiError)) return i18n.t('serverProblem');
  const code = (error.code ?? '') as RefusalCode;
  if (error.status === 429 || code === 'TOO_MANY_REQUESTS') {
    return error.retryAfterSeconds === undefined
      ? i18n.t('errors.tooManyAttemptsLater')
      : i18n.t('errors.tooManyAttempts', { count: minutesToWait(error.retryAfterSeconds) });
  }
  // A screen may say what an action given up on means for its own call (a login: nothing to check).
  if (code === 'NO_ANSWER') return byCode.NO_ANSWER ?? i18n.t('errors.noAnswer');
  if (code === 'UNCONFIRMED') return byCode.UNCONFIRMED ?? i18n.t('errors.unconfirmed');
  if (error.status === 0 || code === 'NETWORK') return i18n.t('errors.unreachable');
  if (error.status === 503 || code === 'SERVICE_UNAVAILABLE') return i18n.t('errors.unavailable');
  if (error.status >= 500) return i18n.t('serverProblem');
  const policy = passwordRefusal(error);
  if (policy) return policy;
  const own = byCode[code];
  if (own) return own;
  switch (code) {
    case 'UNAUTHENTICATED':
      return i18n.t('errors.signedOut');
    case 'FORBIDDEN':
      return i18n.t('errors.forbidden');
    case 'NOT_FOUND':
    case 'GONE':
      return i18n.t('errors.notFound');
    case 'PAYLOAD_TOO_LARGE':
      return i18n.t('errors.tooLarge');
    default:
      return otherwise ?? i18n.t('errors.rejected');
  }
}
