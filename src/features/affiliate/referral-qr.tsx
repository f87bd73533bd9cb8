import qrcode from 'qrcode-generator';

/**
 * The referral link as a QR code for a phone's camera, drawn as one SVG path from the code's
 * modules (no HTML string). Loaded lazily: only the dashboard needs the generator.
 */
export default function ReferralQr({ link, size = 160 }: { link: string; size?: number }) {
  const code = qrcode(0, 'M');
  code.addData(link);
  code.make();
  const count = code.getModuleCount();
  const margin = 2;
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (code.isDark(row, column)) path += `M${column + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const extent = count + margin * 2;
  return (
    <svg
      role="img"
      aria-label={`QR code for ${link}`}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ background: 'var(--mantine-color-white)', borderRadius: 8, display: 'block' }}
    >
      <path d={path} fill="var(--mantine-color-black)" />
    </svg>
  );
}
