import { Title, type TitleProps } from '@mantine/core';
import { useEffect } from 'react';
import { usePublicConfig } from '../features/config/api/get-config.ts';

export interface ScreenTitleProps extends Omit<TitleProps, 'order' | 'children'> {
  children: string;
}

/**
 * A screen's heading (its one h1), which also names the browser tab: "Graph Browser - ROMtrack".
 * Tabs of the product's screens can then be told apart, and a screen reader announces which
 * screen a tab holds (WCAG 2.4.2, Page Titled).
 */
export function ScreenTitle({ children, ...props }: ScreenTitleProps) {
  const { productName } = usePublicConfig();
  useEffect(() => {
    document.title = `${children} - ${productName}`;
    // The next screen names the tab in its turn; a screen without a heading leaves the product's name.
    return () => {
      document.title = productName;
    };
  }, [children, productName]);
  return (
    <Title order={1} {...props}>
      {children}
    </Title>
  );
}
