/** Small inline icons of the booking flow (decorative: hidden from assistive technology). */

export function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className="vz-bk-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckCircleIcon() {
  return (
    <svg className="vz-bk-icon" width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.14" />
      <path
        d="M7 12.5l3.2 3.2L17 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function PeopleIcon() {
  return (
    <svg className="vz-bk-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="9" cy="8" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="17" cy="9" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M3 19c.6-3.2 3-5 6-5s5.4 1.8 6 5M15.5 14.2c2.6-.3 4.8 1.2 5.5 4.3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
