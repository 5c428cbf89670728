import type { Locator } from 'playwright-core';

/** `text` as a regular expression matches it: literally, special characters and all. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words in `container` that are not drawn whole on one line of it: `split` over two lines
 * ("Inicia / r"), or `spilled` past the container's right edge (out of its box, or off the
 * screen). Text matching `skip` (a CSS selector: headings, say) is left out, and so is text for
 * screen readers only. For languages that put spaces between words: a line of Chinese is one word.
 */
export const wordsNotWhole = (container: Locator, skip = '') =>
  container.evaluate((box, skipped) => {
    const edge = box.getBoundingClientRect().right;
    const split: string[] = [];
    const spilled: string[] = [];
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const parent = node.parentElement!;
      if (parent.closest('.mantine-VisuallyHidden-root') || (skipped && parent.closest(skipped))) continue;
      for (const word of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const pieces = [...range.getClientRects()].filter((piece) => piece.width > 0);
        if (new Set(pieces.map((piece) => Math.round(piece.top))).size > 1) split.push(word[0]);
        if (pieces.some((piece) => piece.right > edge + 1)) spilled.push(word[0]);
      }
    }
    return { split, spilled };
  }, skip);
