/**
 * Interface translations (en, es, zh-TW), one namespace per feature, bundled with the staff
 * screens. The survey's own texts are not here: they live in @romtrack/sf36.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from '../locales/en/account.json';
import enAdmin from '../locales/en/admin.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enManager from '../locales/en/manager.json';
import esAccount from '../locales/es/account.json';
import esAdmin from '../locales/es/admin.json';
import esAuth from '../locales/es/auth.json';
import esCommon from '../locales/es/common.json';
import esManager from '../locales/es/manager.json';
import zhAccount from '../locales/zh-TW/account.json';
import zhAdmin from '../locales/zh-TW/admin.json';
import zhAuth from '../locales/zh-TW/auth.json';
import zhCommon from '../locales/zh-TW/common.json';
import zhManager from '../locales/zh-TW/manager.json';

export const resources = {
  en: { common: enCommon, auth: enAuth, manager: enManager, admin: enAdmin, account: enAccount },
  es: { common: esCommon, auth: esAuth, manager: esManager, admin: esAdmin, account: esAccount },
  'zh-TW': { common: zhCommon, auth: zhAuth, manager: zhManager, admin: zhAdmin, account: zhAccount },
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
