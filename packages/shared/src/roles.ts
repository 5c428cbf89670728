/** Staff roles (spec section 6). Participants are not accounts: they hold a survey token. */
export const STAFF_ROLES = ['admin', 'director', 'manager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role a participant record carries on the wire (spec section 3). */
export const PARTICIPANT_ROLE = 'deidentified' as const;
