/**
 * "This link is no longer valid", in the five survey languages. Its own module, because the
 * staff login at `/` says it too, to a participant sent there by a closed link
 * (participant/closed-link-note.ts), without loading the participant page's other texts.
 */
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';

export const LINK_INVALID: Readonly<Record<SurveyLanguage, string>> = {
  en: 'This survey link is no longer valid: it has been used or it has expired. Please ask your center for a new link.',
  vi: 'Đường liên kết khảo sát này không còn hiệu lực: liên kết đã được sử dụng hoặc đã hết hạn. Vui lòng hỏi trung tâm của bạn để nhận liên kết mới.',
  it: 'Questo link al questionario non è più valido: è già stato usato oppure è scaduto. Chieda un nuovo link al Suo centro.',
  es: 'Este enlace de la encuesta ya no es válido: ya se utilizó o ha caducado. Pida un enlace nuevo a su centro.',
  'zh-TW': '此問卷連結已失效：連結已被使用或已過期。請向您的中心索取新的連結。',
};
