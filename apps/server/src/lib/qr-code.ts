import QRCode from 'qrcode';

/**
 * QR codes of the booking link (docs/decisions/029): error correction M (15 % of the code may be
 * covered or smudged and it still reads), a quiet zone of 4 modules as the standard asks, the
 * product's dark red on white. PNG at 1024 px (a print of 8 cm stays sharp at 300 dpi); SVG to
 * scale to any size.
 */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4, color: { dark: '#1a1a1aff', light: '#ffffffff' } } as const;

export function qrCodePng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: 1024 });
}

export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}
