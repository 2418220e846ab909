/**
 * A drawn, map-like panel (no external map service: no third-party requests, no tracking, no keys).
 * Decorative: the address itself is given as text beside it.
 */
export function LocationMap({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 640 360"
      preserveAspectRatio="xMidYMid slice"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="640" height="360" fill="#F2EADB" />
      {/* fields */}
      <g fill="#E3EDDF">
        <path d="M0 0h180l-30 120H0z" />
        <path d="M220 0h150l-20 90-150 20z" />
        <path d="M470 200l170-30v190H500z" />
        <path d="M40 230l140 10-20 120H0V250z" />
      </g>
      <g fill="#D7E5D2">
        <path d="M420 0h220v110l-200 30z" />
        <path d="M240 250l140-20 30 130H230z" />
      </g>
      {/* field rows */}
      <g stroke="#C9DCC3" strokeWidth="3" strokeLinecap="round">
        <path d="M440 20l180-12M440 45l185-14M440 70l190-16M440 95l190-18" />
        <path d="M250 270l120-16M252 295l124-17M254 320l126-18" />
      </g>
      {/* river */}
      <path
        d="M-10 300C80 280 120 200 210 190s170 40 250 0 120-120 200-130"
        fill="none"
        stroke="#CFE0EA"
        strokeWidth="18"
        strokeLinecap="round"
      />
      {/* roads */}
      <g fill="none" stroke="#FFFFFF" strokeLinecap="round">
        <path d="M0 160C150 150 260 175 640 140" strokeWidth="16" />
        <path d="M300 0c10 90 30 170 10 360" strokeWidth="12" />
        <path d="M120 360c20-80 80-150 190-200" strokeWidth="8" />
        <path d="M310 160c80 30 160 90 200 200" strokeWidth="8" />
      </g>
      <g fill="none" stroke="#E6D9C0" strokeDasharray="10 10" strokeWidth="2">
        <path d="M0 160C150 150 260 175 640 140" />
      </g>
      {/* solar dryer roofs */}
      <g fill="#FBEFD0" stroke="#E0A526" strokeWidth="2">
        <path d="M350 95h46l-8 22h-46z" />
        <path d="M404 95h46l-8 22h-46z" />
        <path d="M230 190h40l-7 20h-40z" />
      </g>
      {/* trees */}
      <g fill="#2F6B3B" opacity=".55">
        <circle cx="90" cy="70" r="10" />
        <circle cx="110" cy="82" r="8" />
        <circle cx="560" cy="250" r="11" />
        <circle cx="580" cy="270" r="8" />
        <circle cx="200" cy="300" r="9" />
      </g>
      {/* pin */}
      <g transform="translate(310 160)">
        <ellipse cx="0" cy="4" rx="16" ry="5" fill="#2B2A26" opacity=".15" />
        <path d="M0 0c-14-18-24-30-24-44a24 24 0 0 1 48 0c0 14-10 26-24 44z" fill="#B5643C" />
        <circle cx="0" cy="-44" r="9" fill="#FBF7EF" />
      </g>
    </svg>
  )
}
