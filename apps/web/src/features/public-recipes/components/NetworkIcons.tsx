/** Line drawings of the share networks' marks, at the app's icon size (lucide has no brand marks). */

export function FacebookIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v3.5h2V21h3.5v-7.5H15l.5-3.5h-3V7.5a1 1 0 0 1 1-1H15z" />
    </svg>
  );
}

export function TwitterIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 5.5a7.7 7.7 0 0 1-2.3.7 4 4 0 0 0 1.7-2.2 8 8 0 0 1-2.5 1A4 4 0 0 0 11 8.6 11.4 11.4 0 0 1 3.7 4.8s-4 9 5 13a10 10 0 0 1-6 1.7c9 5 20 0 20-11.5a4.5 4.5 0 0 0-.1-.8A6 6 0 0 0 21 5.5z" />
    </svg>
  );
}
