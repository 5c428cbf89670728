/**
 * A QR code of a survey link, so a participant can open it with a phone camera. The QR
 * library is loaded on first use, keeping it out of every other screen's download.
 */
import { Box, Skeleton } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

async function renderSvg(text: string): Promise<string> {
  // The package is CommonJS: its functions arrive on the module's default export.
  const qrcode = (await import('qrcode')).default;
  return qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

const qrCodeQuery = (text: string) =>
  queryOptions({
    queryKey: ['qr-code', text],
    queryFn: async () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await renderSvg(text))}`,
    staleTime: Infinity,
  });

export interface LinkQrCodeProps {
  url: string;
  /** Describes the image to screen readers, e.g. "QR code of the survey link for PID 1234". */
  alt: string;
  /** Width and height in px. */
  size?: number;
}

export function LinkQrCode({ url, alt, size = 160 }: LinkQrCodeProps) {
  const { data } = useQuery(qrCodeQuery(url));
  if (!data) return <Skeleton width={size} height={size} aria-hidden />;
  return (
    <Box
      component="img"
      src={data}
      alt={alt}
      width={size}
      height={size}
      // White quiet zone and background so phone cameras read it in dark mode too.
      style={{ background: '#fff', display: 'block' }}
    />
  );
}
