/**
 * Interface languages and their URL prefixes (spec section 2): English at the root,
 * Spanish under /es, Traditional Chinese under /tw.
 */
import { INTERFACE_PREFIXES as PREFIXES, type InterfaceLanguage } from '@romtrack/shared/interface-languages';
import { useLocation } from 'react-router';

export { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@romtrack/shared/interface-languages';

export function languageForPath(pathname: string): InterfaceLanguage {
  if (pathname === '/es' || pathname.startsWith('/es/')) return 'es';
  if (pathname === '/tw' || pathname.startsWith('/tw/')) return 'zh-TW';
  return 'en';
}

export function prefixFor(language: InterfaceLanguage): string {
  return PREFIXES[language];
}

/** The current page's interface language and its URL prefix ('' for English). */
export function useLocale(): { language: InterfaceLanguage; prefix: string } {
  const { pathname } = useLocation();
  const language = languageForPath(pathname);
  return { language, prefix: PREFIXES[language] };
}
