/**
 * What a staff list picker keeps as the person types: the options whose label holds the typed
 * text, whatever its case and its accents. Mantine's own filter (defaultOptionsFilter) ignores
 * case only, so "rehabilitacion", typed on a keyboard without a Spanish layout or in a hurry,
 * found no "Centro de Rehabilitación" in the manager login's list of centers.
 */
import { isOptionsGroup, type ComboboxItem, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core';

/**
 * Text as a search compares it: in lower case, with no accent or other combining mark
 * ("Rehabilitación" and "REHABILITACION" both read "rehabilitacion"). Chinese is left as it is.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function matchingItems(items: readonly ComboboxItem[], wanted: string, limit: number): ComboboxItem[] {
  const found: ComboboxItem[] = [];
  for (const item of items) {
    if (found.length >= limit) break;
    if (foldForSearch(item.label).includes(wanted)) found.push(item);
  }
  return found;
}

/** Mantine's default filter (groups, `limit`), comparing folded text (`foldForSearch`). */
export const foldedOptionsFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldForSearch(search.trim());
  const result: ComboboxParsedItem[] = [];
  for (const option of options) {
    if (result.length >= limit) break;
    if (isOptionsGroup(option)) {
      result.push({ group: option.group, items: matchingItems(option.items, wanted, limit - result.length) });
    } else if (foldForSearch(option.label).includes(wanted)) {
      result.push(option);
    }
  }
  return result;
};
