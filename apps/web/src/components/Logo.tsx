/** The Sous mark: a steaming pot with a herb leaf on a paprika tile (also the favicon). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#C2410C" />
      <path
        d="M12.5 10.5c-1.2-1.4 1.2-2.4 0-4M19.5 10.5c-1.2-1.4 1.2-2.4 0-4"
        fill="none"
        stroke="#FFFBF5"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
      <rect x="5.5" y="12.5" width="21" height="2.6" rx="1.3" fill="#FFFBF5" />
      <path d="M8 16.5h16v4a5.5 5.5 0 0 1-5.5 5.5h-5A5.5 5.5 0 0 1 8 20.5z" fill="#FFFBF5" />
      <path d="M20.5 19.2c-2.2.1-3.6 1.3-3.9 3.3 2.1-.1 3.6-1.2 3.9-3.3z" fill="#15803D" />
    </svg>
  );
}

/** The mark with the word 'Sous' in the display face. */
export function Logo() {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span className="font-display text-2xl font-semibold tracking-tight text-ink">Sous</span>
    </span>
  );
}
