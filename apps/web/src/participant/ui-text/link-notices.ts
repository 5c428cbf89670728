/**
 * What `/` says to a participant whose survey link sent them there (participant/left-link-note.ts),
 * in the five survey languages. Its own module, because the staff login at `/` says it, without
 * loading the participant page's other texts; the participant page's texts take theirs from here.
 */
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';

/**
 * The link was used, replaced or has expired: nothing opens it again. A replaced link is said so, since
 * its participant may already hold the newer one.
 */
export const LINK_INVALID: Readonly<Record<SurveyLanguage, string>> = {
  en: 'This survey link is no longer valid: it has been used, replaced by a newer link, or it has expired. Use the newest link your center gave you, or ask your center for a new one.',
  vi: 'Đường liên kết khảo sát này không còn hiệu lực: liên kết đã được sử dụng, đã được thay bằng một liên kết mới hơn, hoặc đã hết hạn. Vui lòng dùng liên kết mới nhất mà trung tâm đã gửi cho bạn, hoặc hỏi trung tâm của bạn để nhận liên kết mới.',
  it: 'Questo link al questionario non è più valido: è già stato usato, è stato sostituito da un link più recente oppure è scaduto. Usi il link più recente ricevuto dal Suo centro, oppure ne chieda uno nuovo.',
  es: 'Este enlace de la encuesta ya no es válido: ya se utilizó, se reemplazó por un enlace más reciente o ha caducado. Use el enlace más reciente que le dio su centro o pida uno nuevo.',
  'zh-TW':
    '此問卷連結已失效：連結已被使用、已由較新的連結取代，或已過期。請使用中心最近提供給您的連結，或向您的中心索取新的連結。',
};

/**
 * The link recorded this participant's survey less than 48 hours ago and was opened again (a second
 * tap on the message's link, another browser): the answers arrived, and nothing is asked of them,
 * least of all a new link, whose survey would pass for the follow-up. The thank-you's "all done".
 */
export const SURVEY_RECEIVED: Readonly<Record<SurveyLanguage, string>> = {
  en: 'Your answers to this survey have already been received. You are all done.',
  vi: 'Câu trả lời của bạn cho bản khảo sát này đã được nhận. Bạn đã làm xong.',
  it: 'Le Sue risposte a questo questionario sono già state ricevute. Ha finito.',
  es: 'Sus respuestas a esta encuesta ya se recibieron. Ya terminó.',
  'zh-TW': '您這份問卷的答案已經收到，全部結束了。',
};

/** The address is not a whole link: cut short in the message it came in, or altered. */
export const LINK_INCOMPLETE: Readonly<Record<SurveyLanguage, string>> = {
  en: 'This survey link is not complete. Open the whole link from your message, or ask your center for a new link.',
  vi: 'Đường liên kết khảo sát này không đầy đủ. Vui lòng mở toàn bộ đường liên kết trong tin nhắn của bạn, hoặc hỏi trung tâm của bạn để nhận liên kết mới.',
  it: 'Questo link al questionario è incompleto. Apra il link intero dal messaggio ricevuto, oppure chieda un nuovo link al Suo centro.',
  es: 'Este enlace de la encuesta está incompleto. Abra el enlace completo desde su mensaje o pida un enlace nuevo a su centro.',
  'zh-TW': '此問卷連結不完整。請從您收到的訊息中開啟完整的連結，或向您的中心索取新的連結。',
};

/** The link may still be good: the connection dropped, or the server failed for a moment. */
export const LINK_UNREACHABLE: Readonly<Record<SurveyLanguage, string>> = {
  en: 'The survey could not be loaded. Check your connection and try again.',
  vi: 'Không thể tải bản khảo sát. Vui lòng kiểm tra kết nối và thử lại.',
  it: 'Non è stato possibile caricare il questionario. Controlli la connessione e riprovi.',
  es: 'No se pudo cargar la encuesta. Compruebe su conexión e inténtelo de nuevo.',
  'zh-TW': '無法載入問卷。請檢查網路連線後再試一次。',
};

export const TRY_AGAIN: Readonly<Record<SurveyLanguage, string>> = {
  en: 'Try again',
  vi: 'Thử lại',
  it: 'Riprova',
  es: 'Intentar de nuevo',
  'zh-TW': '再試一次',
};

/**
 * Too many used, expired or unknown links were opened from the participant's network (a clinic's
 * tablets and a carrier's phones share one address): the server refuses links from it for a while
 * (429, countingBadLinks in the server's survey-links.ts). Nothing is wrong with the connection, and
 * trying again at once is refused again. `{wait}` is filled by `waitFor`.
 */
export const TOO_MANY_ATTEMPTS: Readonly<Record<SurveyLanguage, string>> = {
  en: 'Too many attempts from this network. Please wait {wait} and try again.',
  vi: 'Có quá nhiều lượt thử từ mạng này. Vui lòng đợi {wait} rồi thử lại.',
  it: 'Troppi tentativi da questa rete. Attenda {wait} e riprovi.',
  es: 'Demasiados intentos desde esta red. Espere {wait} e inténtelo de nuevo.',
  'zh-TW': '此網路的嘗試次數過多。請等候{wait}後再試一次。',
};

/**
 * How long to wait, as it reads in TOO_MANY_ATTEMPTS: one minute, `{n}` minutes, or, with no
 * Retry-After to go by, a few. (Chinese writes the number apart, as "第 {current} 題" does.)
 */
const WAIT: Readonly<Record<SurveyLanguage, { one: string; other: string; unknown: string }>> = {
  en: { one: 'a minute', other: '{n} minutes', unknown: 'a few minutes' },
  vi: { one: '1 phút', other: '{n} phút', unknown: 'vài phút' },
  it: { one: 'un minuto', other: '{n} minuti', unknown: 'qualche minuto' },
  es: { one: 'un minuto', other: '{n} minutos', unknown: 'unos minutos' },
  'zh-TW': { one: ' 1 分鐘', other: ' {n} 分鐘', unknown: '幾分鐘' },
};

/** The wait to ask for, from the server's Retry-After in seconds (rounded up to whole minutes), if any. */
export function waitFor(language: SurveyLanguage, retryAfterSeconds: number | null): string {
  const words = WAIT[language];
  if (retryAfterSeconds === null) return words.unknown;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new Intl.PluralRules(language).select(minutes) === 'one'
    ? words.one
    : words.other.replace('{n}', String(minutes));
}
