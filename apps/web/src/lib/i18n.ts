/**
 * Interface translations (en, es, zh-TW), one namespace per feature. English is bundled with
 * the staff screens; Spanish and Chinese are each a chunk of their own, fetched only when a page
 * of that language opens (`loadLanguage`), so an English page parses one language, not three.
 * The survey's own texts are not here: they live in @romtrack/sf36.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from '../locales/en/account.json';
import enAdmin from '../locales/en/admin.json';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enManager from '../locales/en/manager.json';
import type { InterfaceLanguage } from './locale.ts';

export const resources = {
  en: { common: enCommon, auth: enAuth, manager: enManager, admin: enAdmin, account: enAccount },
} as const;

export const defaultNS = 'common';

type Namespaces = Record<keyof (typeof resources)['en'], object>;

const loaders: Record<Exclude<InterfaceLanguage, 'en'>, () => Promise<{ default: Namespaces }>> = {
  es: () => import('../locales/es.ts'),
  'zh-TW': () => import('../locales/zh-TW.ts'),
};

const loading = new Map<InterfaceLanguage, Promise<void>>();

/** True once `language`'s texts are in i18next, so switching to it is synchronous. */
export function isLanguageLoaded(language: InterfaceLanguage): boolean {
  return i18n.hasResourceBundle(language, defaultNS);
}

/** Fetches `language`'s texts once (English is bundled); resolves when they are in i18next. */
export function loadLanguage(language: InterfaceLanguage): Promise<void> {
  if (language === 'en' || isLanguageLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(({ default: namespaces }) => {
      for (const [ns, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, ns, texts);
    });
    // A failed fetch may be retried by the next call.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

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
