/**
 * A sentence with a link inside it, where its translation puts `{{link}}`: each language places
 * the link, and its own punctuation around it ("in the PID Center.", "在「帳戶設定」變更密碼。").
 * Not <Trans>, which adds 4.6 KiB to every staff screen for this.
 */
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Stands in for the link while a sentence is split around it; no translation holds it. */
const LINK_MARK = '\u0000';

interface LinkedSentenceProps {
  text: (link: string) => string;
  to: string;
  label: string;
  /** The history state the link carries (where the screen it opens leads back to). */
  state?: unknown;
}

export function LinkedSentence({ text, to, label, state }: LinkedSentenceProps) {
  const [before = '', after = ''] = text(LINK_MARK).split(LINK_MARK);
  return (
    <>
      {before}
      <Anchor component={Link} to={to} state={state}>
        {label}
      </Anchor>
      {after}
    </>
  );
}
