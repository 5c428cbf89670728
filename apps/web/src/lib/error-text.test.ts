/**
 * A refused call is shown to the user in the screen's language, never as the server's own
 * (English, developer-facing) text: read from its status and code, with what the screen's call
 * means by a code, and a wait in whole minutes for too many attempts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch.ts';
import { errorText, minutesToWait } from './error-text.ts';
import i18n, { loadLanguage } from './i18n.ts';

beforeAll(async () => {
  await Promise.all([loadLanguage('es'), loadLanguage('zh-TW')]);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const tooMany = (seconds?: number) =>
  new ApiError(429, 'Too many attempts, please try again later', 'TOO_MANY_REQUESTS', seconds);

describe('errorText', () => {
  it('says how many minutes to wait after too many attempts, rounded up, as one sentence', async () => {
    expect(errorText(tooMany(900))).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(errorText(tooMany(61))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(errorText(tooMany(1))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(errorText(tooMany())).toBe('Too many attempts. Please try again later.');
    await i18n.changeLanguage('es');
    expect(errorText(tooMany(900))).toBe('Demasiados intentos. Vuelva a intentarlo dentro de 15 minutos.');
    expect(errorText(tooMany(30))).toBe('Demasiados intentos. Vuelva a intentarlo dentro de 1 minuto.');
    await i18n.changeLanguage('zh-TW');
    expect(errorText(tooMany(900))).toBe('嘗試次數過多，請於 15 分鐘後再試。');
  });

  it("uses the screen's meaning of a code, in the screen's language", async () => {
    const wrong = new ApiError(401, 'Invalid credentials', 'UNAUTHENTICATED');
    await i18n.changeLanguage('zh-TW');
    expect(errorText(wrong, { UNAUTHENTICATED: i18n.t('auth:managerLogin.invalidCredentials') })).toBe(
      '此中心的密碼不正確',
    );
    // Without one, the general meaning of the code.
    expect(errorText(wrong)).toBe('您的登入已失效，請重新登入。');
  });

  it("recognises the password policy's refusals before the screen's meaning of BAD_REQUEST", async () => {
    const common = new ApiError(
      400,
      'This password is too common and easy to guess; please choose another',
      'BAD_REQUEST',
    );
    const short = new ApiError(400, 'Invalid body: newPassword: Password must be at least 8 characters', 'BAD_REQUEST');
    await i18n.changeLanguage('es');
    expect(errorText(common, { BAD_REQUEST: 'La contraseña actual no es correcta' })).toBe(
      'Esta contraseña es demasiado común y fácil de adivinar; elija otra',
    );
    expect(errorText(short, { BAD_REQUEST: 'La contraseña actual no es correcta' })).toBe(
      'La contraseña debe tener al menos 8 caracteres',
    );
  });

  it('says what the screen gives for a refusal it has no meaning of, and the general texts for the rest', async () => {
    const conflict = new ApiError(409, 'Could not choose a free PID, please try again', 'CONFLICT');
    expect(errorText(conflict, {}, 'The PIDs could not be loaded.')).toBe('The PIDs could not be loaded.');
    // Signed out, gone or unreachable keep their own sentences.
    await i18n.changeLanguage('es');
    expect(errorText(new ApiError(404, 'No participant with that id', 'NOT_FOUND'), {}, 'otra cosa')).toBe(
      'Esto ya no existe. Vuelva a cargar la página e inténtelo de nuevo.',
    );
    expect(errorText(new ApiError(401, 'Not signed in', 'UNAUTHENTICATED'), {}, 'otra cosa')).toBe(
      'Su sesión ha finalizado. Vuelva a iniciar sesión.',
    );
  });

  it("never shows the server's developer text", () => {
    const invalidBody = new ApiError(
      400,
      'Invalid body: fname: First name is required; lname: Last name is required',
      'BAD_REQUEST',
    );
    expect(errorText(invalidBody)).toBe('The server did not accept what was entered. Check the form and try again.');
    expect(errorText(new ApiError(404, 'No participant with that id', 'NOT_FOUND'))).not.toContain('id');
    expect(errorText(new ApiError(500, 'There was a problem with the server', 'INTERNAL'))).toBe(
      'There was a problem with the server',
    );
    expect(errorText(new ApiError(0, 'unreachable', 'NETWORK'))).toBe(
      'The server could not be reached. Check the connection and try again.',
    );
    expect(errorText(new TypeError('boom'))).toBe('There was a problem with the server');
  });
});

describe('a request given up on for want of an answer', () => {
  it('says a read got no answer, and never calls an action a failure: whether it was saved is not known', async () => {
    const read = new ApiError(0, 'The server did not answer in time.', 'NO_ANSWER');
    const action = new ApiError(0, 'The server did not answer in time.', 'UNCONFIRMED');
    expect(errorText(read)).toBe('The server did not answer in time. Check the connection and try again.');
    expect(errorText(action)).toBe(
      'The server did not answer in time, so it is not known whether this was saved. Check before trying again.',
    );
    // A screen whose action leaves nothing to check (a sign-in) says so in its own words.
    expect(errorText(action, { UNCONFIRMED: 'Sign in again' })).toBe('Sign in again');
    await i18n.changeLanguage('es');
    expect(errorText(action)).toBe(
      'El servidor no respondió a tiempo, así que no se sabe si se guardó. Compruébelo antes de volver a intentarlo.',
    );
    await i18n.changeLanguage('zh-TW');
    expect(errorText(read)).toBe('伺服器未及時回應。請檢查網路連線後再試一次。');
  });
});

describe('minutesToWait', () => {
  it('rounds up to whole minutes, at least one', () => {
    expect([0, 1, 59, 60, 61, 899, 900].map(minutesToWait)).toEqual([1, 1, 1, 1, 2, 15, 15]);
  });
});
