/**
 * The 8 scale names in each survey language, for showing a participant their own scores.
 *
 * English is `SCALES[i].label` (the spec's names). Spanish and Traditional Chinese are the
 * staff screens' names (apps/web/src/locales/{es,zh-TW}/manager.json, `scales`), so a
 * participant and their manager read the same words; a participant-page test keeps them
 * equal. Italian and Vietnamese follow the same English names, in the questionnaires' own
 * vocabulary. These are display names, not the validated translations' scale names.
 */
import type { SurveyLanguage } from './questionnaire/types.ts';
import { SCALE_KEYS, type ScaleKey } from './scales.ts';

/** Each scale's name, per survey language. */
export const SCALE_NAMES: Readonly<Record<SurveyLanguage, Readonly<Record<ScaleKey, string>>>> = {
  en: {
    physicalFunctioning: 'Physical Functioning',
    rolePhysical: 'Physical Health',
    roleEmotional: 'Emotional Problems',
    energyFatigue: 'Energy/fatigue',
    emotionalWellBeing: 'Emotional well-being',
    socialFunctioning: 'Social functioning',
    pain: 'Pain',
    generalHealth: 'General health',
  },
  vi: {
    physicalFunctioning: 'Hoạt động thể chất',
    rolePhysical: 'Sức khỏe thể chất',
    roleEmotional: 'Vấn đề cảm xúc',
    energyFatigue: 'Năng lượng/mệt mỏi',
    emotionalWellBeing: 'Sức khỏe tinh thần',
    socialFunctioning: 'Hoạt động xã hội',
    pain: 'Đau',
    generalHealth: 'Sức khỏe tổng quát',
  },
  it: {
    physicalFunctioning: 'Funzionamento fisico',
    rolePhysical: 'Salute fisica',
    roleEmotional: 'Problemi emotivi',
    energyFatigue: 'Energia/stanchezza',
    emotionalWellBeing: 'Benessere emotivo',
    socialFunctioning: 'Funzionamento sociale',
    pain: 'Dolore',
    generalHealth: 'Salute generale',
  },
  es: {
    physicalFunctioning: 'Función física',
    rolePhysical: 'Salud física',
    roleEmotional: 'Problemas emocionales',
    energyFatigue: 'Energía/fatiga',
    emotionalWellBeing: 'Bienestar emocional',
    socialFunctioning: 'Función social',
    pain: 'Dolor',
    generalHealth: 'Salud general',
  },
  'zh-TW': {
    physicalFunctioning: '身體功能',
    rolePhysical: '身體健康',
    roleEmotional: '情緒問題',
    energyFatigue: '活力／疲勞',
    emotionalWellBeing: '情緒安適',
    socialFunctioning: '社會功能',
    pain: '疼痛',
    generalHealth: '一般健康',
  },
};

/** The 8 names in `SCALES` order (the order of every score vector), in `language`. */
export function scaleNames(language: SurveyLanguage): readonly string[] {
  return SCALE_KEYS.map((key) => SCALE_NAMES[language][key]);
}
