/**
 * The password-reset e-mail and its link, in the language of the page that asked for it: one of
 * the staff screens' three (spec section 2), so a manager who asked from /es reads the mail, and
 * then the page its link opens, in Spanish. Plain text; nodemailer encodes it.
 */
import { INTERFACE_PREFIXES, type InterfaceLanguage } from '@romtrack/shared/interface-languages';
import type { StaffRole } from '@romtrack/shared/roles';

/**
 * The reset link for `token`, always on PUBLIC_URL. The spec's client also sends the page's
 * host; decisions.md honours it only when it equals PUBLIC_URL's host, which gives this same
 * link, so it never changes the link: a forged host cannot point the mailed link at an
 * attacker's site (password-reset poisoning). The language only picks the page's prefix.
 */
export function resetLink(publicUrl: string, token: string, language: InterfaceLanguage): string {
  return `${publicUrl}${INTERFACE_PREFIXES[language]}/forgot-password/${token}`;
}

/** Whose password the link sets, as the mail names it. */
export interface ResetMailAccount {
  role: StaffRole;
  /** A manager's: the center's name, which is the login's username. */
  name: string;
  email: string;
}

interface MailWords {
  subject: (product: string) => string;
  greeting: string;
  asked: (product: string) => string;
  /**
   * Which login it is. A manager's is the center's, shared by its staff, whom a new password
   * signs out (decisions.md "Accounts and login"): the mail says so before the link is used.
   */
  centerLogin: (center: string) => string;
  personLogin: (email: string) => string;
  once: string;
  notYou: string;
}

const WORDS: Record<InterfaceLanguage, MailWords> = {
  en: {
    subject: (product) => `Reset your ${product} password`,
    greeting: 'Hello,',
    asked: (product) =>
      `Someone asked to reset the password of your ${product} account. To choose a new password, open this link:`,
    centerLogin: (center) =>
      `It is the password of the manager login of ${center}, which everyone at the center shares: a new one signs them all out, so let them know it.`,
    personLogin: (email) => `It is the password you sign in with as ${email}.`,
    once: 'The link works once and expires in one hour.',
    notYou: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: (product) => `Restablezca su contraseña de ${product}`,
    greeting: 'Hola:',
    asked: (product) =>
      `Alguien ha pedido restablecer la contraseña de su cuenta de ${product}. Para elegir una nueva contraseña, abra este enlace:`,
    centerLogin: (center) =>
      `Es la contraseña del inicio de sesión del centro «${center}», que comparte todo su personal: una contraseña nueva cierra la sesión de todos, así que comuníquesela.`,
    personLogin: (email) => `Es la contraseña con la que inicia sesión como ${email}.`,
    once: 'El enlace funciona una sola vez y caduca en una hora.',
    notYou: 'Si no lo ha pedido usted, puede ignorar este correo: su contraseña no cambia.',
  },
  'zh-TW': {
    subject: (product) => `重設您的 ${product} 密碼`,
    greeting: '您好：',
    asked: (product) => `有人申請重設您 ${product} 帳戶的密碼。若要設定新密碼，請開啟此連結：`,
    centerLogin: (center) =>
      `這是「${center}」中心登入的密碼，由中心所有同仁共用：設定新密碼會讓所有人登出，請將新密碼告知同仁。`,
    personLogin: (email) => `這是您以 ${email} 登入時使用的密碼。`,
    once: '此連結只能使用一次，一小時後失效。',
    notYou: '如果這不是您提出的申請，可以忽略這封郵件：您的密碼不會變更。',
  },
};

/** The reset e-mail's subject and text, for `account`, in `language`. */
export function resetMail(
  productName: string,
  link: string,
  language: InterfaceLanguage,
  account: ResetMailAccount,
): { subject: string; text: string } {
  const words = WORDS[language];
  return {
    subject: words.subject(productName),
    text: [
      words.greeting,
      '',
      words.asked(productName),
      '',
      link,
      '',
      account.role === 'manager' ? words.centerLogin(account.name) : words.personLogin(account.email),
      words.once,
      words.notYou,
      '',
      productName,
    ].join('\n'),
  };
}
