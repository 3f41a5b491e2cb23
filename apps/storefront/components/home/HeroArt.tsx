/**
 * The home page's still life, drawn in SVG so it is crisp at any size and costs no image request:
 * a vase with a branch, a bowl and a stone on a plinth, under an arched window and a low sun.
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 560 640"
      role="img"
      aria-labelledby="hero-art-title"
      preserveAspectRatio="xMidYMid meet"
    >
      <title id="hero-art-title">
        A still life: a clay vase holding a branch, a sage bowl and a dark stone on a plinth beneath an arch
      </title>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#eadbc6" />
          <stop offset="1" stopColor="#e2cfb5" />
        </linearGradient>
        <linearGradient id="hero-vase" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a9522f" />
          <stop offset="0.55" stopColor="#9a4529" />
          <stop offset="1" stopColor="#7d3720" />
        </linearGradient>
        <linearGradient id="hero-bowl" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#8a9776" />
          <stop offset="1" stopColor="#65724f" />
        </linearGradient>
        <clipPath id="hero-arch">
          <path d="M40 640V280a240 240 0 0 1 480 0v360z" />
        </clipPath>
      </defs>

      <g clipPath="url(#hero-arch)">
        <rect width="560" height="640" fill="url(#hero-sky)" />
        <circle cx="392" cy="228" r="70" fill="#d3a04d" opacity="0.9" />
        <path d="M40 404c90-26 170-18 250 0s160 22 230 4v232H40z" fill="#d9c4a6" opacity="0.55" />
        {/* plinth */}
        <rect x="40" y="500" width="480" height="140" fill="#cdb597" />
        <rect x="40" y="500" width="480" height="8" fill="#bea383" />
        {/* shadows */}
        <ellipse cx="218" cy="508" rx="86" ry="9" fill="#1e1a16" opacity="0.14" />
        <ellipse cx="392" cy="506" rx="88" ry="7" fill="#1e1a16" opacity="0.12" />
        <ellipse cx="116" cy="507" rx="30" ry="4" fill="#1e1a16" opacity="0.14" />
      </g>

      <path
        d="M40 640V280a240 240 0 0 1 480 0v360"
        fill="none"
        stroke="#1e1a16"
        strokeWidth="1.5"
        opacity="0.85"
      />
      <path
        d="M62 640V282a218 218 0 0 1 436 0v358"
        fill="none"
        stroke="#1e1a16"
        strokeWidth="0.75"
        opacity="0.35"
      />

      {/* branch */}
      <g fill="none" stroke="#4f5b41" strokeWidth="2.5" strokeLinecap="round">
        <path d="M214 262c-4-52 8-104 46-150" />
        <path d="M222 196c22-10 40-26 52-48" />
        <path d="M212 228c-22-12-38-30-46-56" />
      </g>
      <g fill="#5f6d4c">
        <ellipse cx="262" cy="108" rx="9" ry="20" transform="rotate(38 262 108)" />
        <ellipse cx="276" cy="146" rx="8" ry="18" transform="rotate(62 276 146)" />
        <ellipse cx="164" cy="168" rx="8" ry="19" transform="rotate(-34 164 168)" />
        <ellipse cx="240" cy="150" rx="7" ry="16" transform="rotate(-18 240 150)" />
        <ellipse cx="196" cy="206" rx="7" ry="15" transform="rotate(-58 196 206)" />
      </g>

      {/* vase */}
      <path
        d="M196 258h44c0 18-9 28-9 46 0 30 53 62 53 122 0 52-28 80-66 80s-66-28-66-80c0-60 53-92 53-122 0-18-9-28-9-46z"
        fill="url(#hero-vase)"
      />
      <path d="M194 254h48v8h-48z" fill="#7d3720" />
      <path
        d="M176 414c4-30 26-52 38-66"
        fill="none"
        stroke="#f3d6c4"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.45"
      />
      <path d="M156 446c40 10 84 10 124 0" fill="none" stroke="#7d3720" strokeWidth="2" opacity="0.6" />

      {/* bowl */}
      <path d="M308 446h168c0 38-34 60-84 60s-84-22-84-60z" fill="url(#hero-bowl)" />
      <ellipse cx="392" cy="446" rx="84" ry="10" fill="#4f5b41" />
      <ellipse cx="392" cy="444" rx="78" ry="6" fill="#3f4934" />

      {/* stone */}
      <path d="M92 506c-2-17 9-28 24-28s26 11 24 28z" fill="#2b2620" />
      <path d="M102 490c5-5 12-7 19-5" fill="none" stroke="#6a6156" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
