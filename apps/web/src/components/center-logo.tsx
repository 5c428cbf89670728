import { Avatar, type AvatarProps } from '@mantine/core';
import { useCenterLogoUrl } from '../api/center-logo.ts';

interface CenterLogoProps extends Omit<AvatarProps, 'src' | 'alt'> {
  centerId: string | null | undefined;
  /** Describes the image, e.g. "Logo of Harbor Center". */
  alt: string;
}

/** A center's logo, or the default avatar when it is missing or fails to load (spec section 8). */
export function CenterLogo({ centerId, alt, ...props }: CenterLogoProps) {
  const { url } = useCenterLogoUrl(centerId);
  return <Avatar src={url ?? null} alt={alt} radius="md" {...props} />;
}
