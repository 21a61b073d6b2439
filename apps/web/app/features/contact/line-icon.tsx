/** Line icons of the contact page and the alert banners (24 × 24, stroke = currentColor), decorative only. */
const PATHS = {
  copy: 'M9 9h10v10H9zM5 15V5h10',
  info: 'M12 21a9 9 0 1 0 0-18a9 9 0 0 0 0 18zM12 11v5M12 8h.01',
  mail: 'M3 6h18v12H3zM3 6l9 7l9-7',
  arrowDown: 'M12 5v14M6 13l6 6l6-6',
} as const;

export type LineIconName = keyof typeof PATHS;

export function LineIcon({ name, size = 18 }: { name: LineIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
