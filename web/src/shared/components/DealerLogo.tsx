/** The product mark: a shield carrying a motorcycle. */
export function DealerLogo({ size = 48, title = 'Dealer Back Office' }: { size?: number; title?: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={title} data-testid="dealer-logo">
      <defs>
        <linearGradient id="dealer-logo-shield" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#3b82f6" />
          <stop offset="100%" stopColor="#1e3a8a" />
        </linearGradient>
      </defs>
      <path d="M32 3 8 12v18c0 15 10 26 24 31 14-5 24-16 24-31V12L32 3z" fill="url(#dealer-logo-shield)" />
      <path d="M32 7.5 12 15v15c0 12.6 8.2 21.9 20 26.6 11.8-4.7 20-14 20-26.6V15L32 7.5z" fill="none" stroke="#93c5fd" strokeOpacity="0.5" strokeWidth="1.2" />
      <g fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="20" cy="39" r="6" />
        <circle cx="44" cy="39" r="6" />
        <path d="M20 39l8-11h9l7 11" />
        <path d="M28 28l-3-5h-5" />
        <path d="M37 28l3-6h5" />
      </g>
      <circle cx="20" cy="39" r="1.5" fill="#fff" />
      <circle cx="44" cy="39" r="1.5" fill="#fff" />
    </svg>
  );
}
