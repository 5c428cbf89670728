/**
 * Mantine's MultiSelect, saying it is open the first time its list opens (list-pickers.tsx says
 * why). Apart from Select, so that its code (the pills) travels with the graph screens, its only
 * users, not in the code every staff page loads first.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { MultiSelect as MantineMultiSelect, type MultiSelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { useDrawnAgainWhenOpened } from '../list-pickers.tsx';
import { foldedOptionsFilter } from '../option-search.ts';

export function MultiSelect(props: MultiSelectProps & { ref?: Ref<HTMLInputElement> }) {
  const onDropdownOpen = useDrawnAgainWhenOpened(props.onDropdownOpen);
  return <MantineMultiSelect filter={foldedOptionsFilter} {...props} onDropdownOpen={onDropdownOpen} />;
}
