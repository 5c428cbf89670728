import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCREEN_TITLE_ID } from '../screen-title.tsx';

/**
 * "Skip to content", the first thing Tab reaches on a staff page (WCAG 2.4.1, Bypass Blocks):
 * it takes the focus past the navbar and an area's side menu (up to nine stops) to the screen's
 * heading, from where Tab goes on into the screen. Hidden until it has the focus (theme.css).
 *
 * The focus is moved here rather than by the browser's own jump to `#screen-title`: that would
 * add the fragment to the address and a history entry, and Back would then stay on the screen.
 * A screen without a heading (one that failed to load, say) starts at the page's main region.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(SCREEN_TITLE_ID) ?? document.querySelector('main');
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="rt-skip-link" href={`#${SCREEN_TITLE_ID}`} onClick={skipToContent}>
      {t('nav.skipToContent')}
    </a>
  );
}
