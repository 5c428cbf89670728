/**
 * Every staff list picker: Mantine's Select (and, with the graphs, its MultiSelect:
 * components/graphs/multi-select.tsx), telling a screen reader the truth the first time its list
 * opens. The theme draws a list only while it is open (theme.ts: Combobox keepMounted), and
 * Mantine learns the list's id when the list mounts, in a ref, without drawing the field again:
 * at the first opening the field said aria-expanded="false", with no aria-controls, while its
 * list was open. Drawing the field once more after the list has mounted gives both their values.
 * eslint.config.js refuses Mantine's own two elsewhere. Both find a name typed without its
 * accents (option-search.ts) and take the first option shown for a part of a name with Enter; the
 * Select keeps a name typed out in full when the focus leaves it.
 */
import { getParsedComboboxData, isOptionsGroup, type ComboboxItem } from '@mantine/core';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps it
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useReducer, type FocusEvent, type Ref } from 'react';
import { foldForSearch, foldedOptionsFilter } from './option-search.ts';

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

/** The option offered whose label is `typed`, whatever its case and accents; none when none or several are. */
function optionNamed(data: SelectProps['data'], typed: string): ComboboxItem | undefined {
  const wanted = foldForSearch(typed.trim());
  if (!wanted) return undefined;
  const items = getParsedComboboxData<string>(data).flatMap((option) =>
    isOptionsGroup(option) ? option.items : [option],
  );
  const named = items.filter((item) => !item.disabled && foldForSearch(item.label) === wanted);
  return named.length === 1 ? named[0] : undefined;
}

export function Select(props: SelectProps & { ref?: Ref<HTMLInputElement> }) {
  const onDropdownOpen = useDrawnAgainWhenOpened(props.onDropdownOpen);
  // A name typed out in full, then Tab: Mantine empties the field, as nothing was chosen from the
  // list, and the keyboard's user finds out only when the form says the field is missing. The
  // option of that very name is chosen instead. (Mantine's own autoSelectOnBlur would take the
  // first option that merely holds the text.)
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    props.onBlur?.(event);
    const named = props.searchable ? optionNamed(props.data, event.currentTarget.value) : undefined;
    if (named && named.value !== props.value) props.onChange?.(named.value, named);
  };
  // Part of a name, then Enter: the first option the list shows for it, which the list marks as
  // the one Enter takes (it did nothing, unless an arrow key had marked one first).
  return (
    <MantineSelect
      filter={foldedOptionsFilter}
      selectFirstOptionOnChange={props.searchable}
      {...props}
      onDropdownOpen={onDropdownOpen}
      onBlur={onBlur}
    />
  );
}
