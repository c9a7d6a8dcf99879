/** The logo mark (the favicon's drawing), decorative: the link around it carries the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#f76707" />
      <path d="M18 46V18h16a9 9 0 0 1 0 18h-6l12 10" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
