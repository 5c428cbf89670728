import 'i18next';
import type { defaultNS, resources } from './i18n.ts';

// Translation keys are checked at compile time against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['en'];
  }
}
