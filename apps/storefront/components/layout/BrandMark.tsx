/** Atelier's mark: a workshop doorway. Decorative: the brand name always sits beside it. */
export function BrandMark({ className, size = 30 }: { className?: string; size?: number }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 30V14.5a11 11 0 0 1 22 0V30" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path d="M10.5 30V16a5.5 5.5 0 0 1 11 0v14z" style={{ fill: 'var(--mark-accent, #9a4529)' }} />
      <path d="M2 30h28" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
