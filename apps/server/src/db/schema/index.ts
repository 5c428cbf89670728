export { auditLog } from './audit-log.ts';
export { centers } from './centers.ts';
export { participants } from './participants.ts';
export { passwordResetTokens } from './password-reset-tokens.ts';
export { sessions } from './sessions.ts';
export { staffAccounts } from './staff-accounts.ts';
export { surveys } from './surveys.ts';
export { surveyMonthTotals } from './survey-month-totals.ts';
