/**
 * Interface translations (en, es, zh-TW), one namespace per feature, bundled with the staff
 * screens. The survey's own texts are not here: they live in @romtrack/sf36.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enManager from '../locales/en/manager.json';
import esAuth from '../locales/es/auth.json';
import esCommon from '../locales/es/common.json';
import esManager from '../locales/es/manager.json';
import zhAuth from '../locales/zh-TW/auth.json';
import zhCommon from '../locales/zh-TW/common.json';
import zhManager from '../locales/zh-TW/manager.json';

export const resources = {
  en: { common: enCommon, auth: enAuth, manager: enManager },
  es: { common: esCommon, auth: esAuth, manager: esManager },
  'zh-TW': { common: zhCommon, auth: zhAuth, manager: zhManager },
} as const;

export const defaultNS = 'common';

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  defaultNS,
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
