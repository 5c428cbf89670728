/**
 * Every staff list picker: Mantine's Select (and, with the graphs, its MultiSelect:
 * components/graphs/multi-select.tsx), telling a screen reader the truth the first time its list
 * opens. The theme draws a list only while it is open (theme.ts: Combobox keepMounted), and
 * Mantine learns the list's id when the list mounts, in a ref, without drawing the field again:
 * at the first opening the field said aria-expanded="false", with no aria-controls, while its
 * list was open. Drawing the field once more after the list has mounted gives both their values.
 * eslint.config.js refuses Mantine's own two elsewhere. Both find a name typed without its
 * accents (option-search.ts).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useReducer, type Ref } from 'react';
import { foldedOptionsFilter } from './option-search.ts';

/** An `onDropdownOpen` that draws the picker again once its list has mounted. */
export function useDrawnAgainWhenOpened(onDropdownOpen: (() => void) | undefined): () => void {
  const [, drawAgain] = useReducer((n: number) => n + 1, 0);
  return () => {
    onDropdownOpen?.();
    // The next frame comes after this opening's render and effects, in which the list has told
    // Mantine its id.
    requestAnimationFrame(() => drawAgain());
  };
}

export function Select(props: SelectProps & { ref?: Ref<HTMLInputElement> }) {
  const onDropdownOpen = useDrawnAgainWhenOpened(props.onDropdownOpen);
  return <MantineSelect filter={foldedOptionsFilter} {...props} onDropdownOpen={onDropdownOpen} />;
}
