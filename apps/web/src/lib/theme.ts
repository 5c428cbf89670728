import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core';
import './theme.css';

/** Calm clinical blue; the shades keep text contrast at or above WCAG AA on white. */
export const theme = createTheme({
  primaryColor: 'romBlue',
  colors: {
    romBlue: [
      '#e8f1fa',
      '#cfe0f2',
      '#9fc1e6',
      '#6c9fd8',
      '#4383cc',
      '#2a70c2',
      '#1c5d99',
      '#174e82',
      '#12406b',
      '#0c3154',
    ],
  },
  primaryShade: 6,
  // Mantine animates dialogs, the phone menu, alerts sliding in and every dropdown (the pickers,
  // the calendar) even when the person has asked their system for less motion, unless told here.
  respectReducedMotion: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans TC", sans-serif',
  components: {
    // Mantine writes a light alert's title in its colour's darkest shade, which on the alert's
    // own background is under 4.5:1 for teal (4.3) and yellow (2.7): titles take the text colour,
    // and the background and the icon carry the alert's colour.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
    // Mantine keeps every select's list of options in the page while it is closed (hidden), so each
    // one drew all its options and measured where its list would go (forcing a style and layout
    // pass) in the first render of the screen, before its first paint. Drawn when opened instead.
    Combobox: { defaultProps: { keepMounted: false } },
    // Every field's border and focus ring (theme.css), for each component built on Input
    // (TextInput, PasswordInput, Select, the date pickers).
    Input: { classNames: { wrapper: 'rt-field', input: 'rt-field-input' } },
    // A dialog's and the phone menu's header is a <header> in Mantine, which, in a section that
    // has the dialog's role, counts as the page's banner: a second banner landmark beside the
    // navbar's (axe: landmark-no-duplicate-banner). A plain box; the dialog is named by its title.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Headings carry names staff type (a center's, up to 200 characters): one without spaces
    // breaks where it must instead of widening the page past a phone's screen.
    Title: { styles: { root: { overflowWrap: 'anywhere' } } },
  },
});

/** The names, in the screen's language, that the theme gives Mantine's own buttons. */
export interface ThemeLabels {
  /** Every close button (dialogs, the phone menu, alerts). */
  close: string;
  /** The show/hide button of every password field (Mantine's own name is English). */
  showPassword: string;
}

/**
 * The theme for the screen's language: every close button and every password field's show/hide
 * button carries a name for screen readers in that language, which Mantine leaves to each use
 * (or names in English). The show/hide button also says whether it is pressed (aria-pressed), so
 * one name fits both states, and is reached by Tab.
 */
export function themeInLanguage(labels: ThemeLabels): MantineThemeOverride {
  return {
    ...theme,
    components: {
      ...theme.components,
      CloseButton: { defaultProps: { 'aria-label': labels.close } },
      // Mantine leaves the show/hide button out of the Tab order; a keyboard user could then
      // never see what they typed (WCAG 2.1.1), so it takes a Tab stop like any button.
      PasswordInput: {
        defaultProps: {
          visibilityToggleFocusable: true,
          visibilityToggleButtonProps: { 'aria-label': labels.showPassword },
        },
      },
    },
  };
}

/**
 * Dimmed text (field descriptions, hints) and placeholders: Mantine's grey 6 is 3.3:1 on white,
 * under WCAG AA; this grey is 5.2:1 on white and 5.0:1 on the lightest grey backgrounds.
 */
const READABLE_GREY = '#666d75';

/**
 * A field's error message, and its text and border while in error: Mantine's red 6 is 3.3:1 on
 * white; its red 9 is 5.5:1, so a message of 12 px stays readable.
 */
const READABLE_RED = 'var(--mantine-color-red-9)';

/**
 * A field's border (theme.css): Mantine's grey 4 is 1.5:1 on white, under the 3:1 WCAG 1.4.11
 * asks of a control's boundary; this grey is 3.8:1 on white and 3.4:1 on Mantine's grey 1, and
 * stays lighter than the text.
 */
const FIELD_BORDER_GREY = '#7b838c';

/**
 * Just below the navbar, which is at least 56 px (3.5rem) high (staff-layout.tsx): where alerts
 * open on a phone (alerts-host.css), and always while they are drawn without their host
 * (alerts-without-host.tsx).
 */
const BELOW_NAVBAR = 'calc(3.5rem + var(--mantine-spacing-xs))';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--rt-below-navbar': BELOW_NAVBAR },
  light: {
    '--rt-field-border': FIELD_BORDER_GREY,
    '--mantine-color-dimmed': READABLE_GREY,
    '--mantine-color-placeholder': READABLE_GREY,
    '--mantine-color-error': READABLE_RED,
  },
  dark: {},
});
