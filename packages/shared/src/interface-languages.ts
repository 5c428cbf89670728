/**
 * The staff screens' languages and where their pages live (spec section 2): English at the root,
 * Spanish under /es, Traditional Chinese under /tw. Shared because the server builds addresses of
 * those pages too: a password-reset link opens its page in the language it was asked for in.
 */
export const INTERFACE_LANGUAGES = ['en', 'es', 'zh-TW'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Each language's address prefix ('' for English). */
export const INTERFACE_PREFIXES: Record<InterfaceLanguage, string> = { en: '', es: '/es', 'zh-TW': '/tw' };
