// A link's QR code as SVG, drawn in the browser by the qrcode package loaded on first use (a chunk of its own,
// never in a public page's first load), with the file to download.
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { LINK_BUILDER_LABELS as L } from '../../../common/subIdMessages';

/** The SVG of the QR code of `text`: medium error correction, a quiet zone of 2 modules. */
async function qrSvg(text: string): Promise<string> {
  // A CommonJS package: its functions are on its default export.
  const { default: qrcode } = await import('qrcode');
  return qrcode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

const SIZE_PX = 200;

export function QrCode({ text, fileName }: { text: string; fileName: string }) {
  const [drawn, setDrawn] = useState<{ text: string; svg: string } | { text: string; failed: true } | null>(
    null,
  );
  useEffect(() => {
    let current = true;
    qrSvg(text).then(
      (svg) => current && setDrawn({ text, svg }),
      () => current && setDrawn({ text, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [text]);

  // A code drawn for an older link is never shown beside the new one.
  if (drawn === null || drawn.text !== text)
    return <Skeleton variant="rectangular" width={SIZE_PX} height={SIZE_PX} />;
  if ('failed' in drawn) return <Typography color="error">{L.qrFailed}</Typography>;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="img"
        src={src}
        alt={L.qrAlt(text)}
        data-testid="link-qr"
        width={SIZE_PX}
        height={SIZE_PX}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
      <Button variant="text" href={src} download={fileName}>
        {L.downloadQr}
      </Button>
    </Stack>
  );
}
