/** The participant page's interface strings, keyed by survey language. */
import type { SurveyLanguage } from '@romtrack/sf36/questionnaire/types';
import { en } from './en.ts';
import { es } from './es.ts';
import { it } from './it.ts';
import type { SurveyUiText } from './types.ts';
import { vi } from './vi.ts';
import { zhTW } from './zh-TW.ts';

export const uiTexts: Record<SurveyLanguage, SurveyUiText> = { en, vi, it, es, 'zh-TW': zhTW };
