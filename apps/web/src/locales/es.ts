/** The es interface texts, one chunk fetched only for pages in this language (lib/i18n.ts). */
import account from './es/account.json';
import admin from './es/admin.json';
import auth from './es/auth.json';
import common from './es/common.json';
import manager from './es/manager.json';

export default { common, auth, manager, admin, account };
