/** Decorative icons beside visible or visually hidden text: hidden from assistive technology. */
const PATHS = {
  eyewitness: 'M12 5c-7 0-10 7-10 7s3 7 10 7 10-7 10-7-3-7-10-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z',
  reports: 'M6 2h9l5 5v15H6V2zm8 1.5V8h4.5L14 3.5zM8 11v2h10v-2H8zm0 4v2h10v-2H8z',
  profile: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-5 0-9 2.5-9 5.5V22h18v-2.5C21 16.5 17 14 12 14z',
  roles:
    'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zM8 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-3 0-7 1.5-7 4v3h7v-3c0-1.2.5-2.3 1.4-3.2A10 10 0 0 0 8 13zm8 0c-3.3 0-7 1.6-7 4.5V20h14v-2.5c0-2.9-3.7-4.5-7-4.5z',
  moderation: 'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7z',
  suggestions: 'M4 3h16v12H8l-4 4V3zm3 4v2h10V7H7zm0 4v2h7v-2H7z',
  menu: 'M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z',
  chevron: 'M7 10l5 5 5-5H7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
