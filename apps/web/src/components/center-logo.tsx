import { Avatar, type AvatarProps } from '@mantine/core';
import { useCenterLogoUrl } from '../api/center-logo.ts';

interface CenterLogoProps extends Omit<AvatarProps, 'src' | 'alt'> {
  centerId: string | null | undefined;
  /** Describes the image, e.g. "Logo of Harbor Center". */
  alt: string;
}

/**
 * The whole logo, however wide or tall, in the square (Mantine's avatar crops a photo to cover
 * it, which cut a banner logo's ends, often the center's name, away), on white, so a logo drawn
 * in dark ink on a transparent background reads wherever it is placed. Given through `styles`:
 * Mantine puts its own style of the image after `imageProps`, which would replace it.
 */
const WHOLE_LOGO = { image: { objectFit: 'contain', background: '#fff' } } as const;

/** A center's logo, or the default avatar when it is missing or fails to load (spec section 8). */
export function CenterLogo({ centerId, alt, ...props }: CenterLogoProps) {
  const { url } = useCenterLogoUrl(centerId);
  return <Avatar src={url ?? null} alt={alt} radius="md" styles={WHOLE_LOGO} {...props} />;
}
