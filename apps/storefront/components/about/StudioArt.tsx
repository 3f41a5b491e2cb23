/** The about page's picture: a bottle, stacked bowls and a cup on the studio shelf, under an arched window. */
export function StudioArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 400 480" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="studio-bottle" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a9522f" />
          <stop offset="0.6" stopColor="#9a4529" />
          <stop offset="1" stopColor="#7d3720" />
        </linearGradient>
        <linearGradient id="studio-bowl" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#8a9776" />
          <stop offset="1" stopColor="#65724f" />
        </linearGradient>
      </defs>
      <rect width="400" height="480" fill="#e4d7c4" />
      <path d="M70 372V190a130 130 0 0 1 260 0v182z" fill="#efe6d8" />
      <circle cx="262" cy="168" r="44" fill="#d3a04d" opacity="0.9" />
      <path d="M70 372V190a130 130 0 0 1 260 0v182" fill="none" stroke="#1e1a16" strokeWidth="1.5" />
      <path d="M200 60v312M70 250h260" stroke="#1e1a16" strokeWidth="0.75" opacity="0.25" />

      {/* shelf */}
      <rect x="28" y="372" width="344" height="12" fill="#bea383" />
      <rect x="28" y="384" width="344" height="96" fill="#d9c8b1" />
      <ellipse cx="130" cy="373" rx="34" ry="4" fill="#1e1a16" opacity="0.16" />
      <ellipse cx="250" cy="373" rx="48" ry="4" fill="#1e1a16" opacity="0.14" />
      <ellipse cx="318" cy="373" rx="20" ry="3" fill="#1e1a16" opacity="0.16" />

      {/* bottle */}
      <path
        d="M104 360V306c0-16 19-22 19-36v-28h14v28c0 14 19 20 19 36v54q0 12-12 12h-28q-12 0-12-12z"
        fill="url(#studio-bottle)"
      />
      <rect x="121" y="236" width="18" height="7" rx="2" fill="#7d3720" />
      <path d="M114 352v-40" stroke="#f3d6c4" strokeWidth="3" strokeLinecap="round" opacity="0.4" />

      {/* stacked bowls */}
      <path d="M206 340h88c0 20-18 32-44 32s-44-12-44-32z" fill="url(#studio-bowl)" />
      <ellipse cx="250" cy="340" rx="44" ry="5" fill="#4f5b41" />
      <path d="M218 318h64c0 14-13 22-32 22s-32-8-32-22z" fill="#a3ad8f" />
      <ellipse cx="250" cy="318" rx="32" ry="4" fill="#7b8868" />

      {/* cup */}
      <path d="M304 340h28v22q0 10-10 10h-8q-10 0-10-10z" fill="#2b2620" />
      <path d="M332 346c9 0 9 14 0 14" fill="none" stroke="#2b2620" strokeWidth="3" />
    </svg>
  );
}
