import { createTheme } from '@mantine/core';

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
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans TC", sans-serif',
});
