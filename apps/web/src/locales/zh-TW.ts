/** The zh-TW interface texts, one chunk fetched only for pages in this language (lib/i18n.ts). */
import account from './zh-TW/account.json';
import admin from './zh-TW/admin.json';
import auth from './zh-TW/auth.json';
import common from './zh-TW/common.json';
import manager from './zh-TW/manager.json';

export default { common, auth, manager, admin, account };
