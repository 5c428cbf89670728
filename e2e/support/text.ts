/** `text` as a regular expression matches it: literally, special characters and all. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
