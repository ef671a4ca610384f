/** Small inline icons (decorative; every control also has a text label). */
const paths: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  deposit: 'M12 3v12m0 0l-4-4m4 4l4-4M4 19h16',
  withdraw: 'M12 21V9m0 0l-4 4m4-4l4 4M4 5h16',
  promo: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7S10 2 7 3s0 4 5 4zm0 0s2-5 5-4 0 4-5 4z',
  invite: 'M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0zM3 21a9 9 0 0 1 18 0M19 3v6M16 6h6',
  reward: 'M12 15l-3.5 2 1-4-3-2.7 4-.3L12 6l1.5 4 4 .3-3 2.7 1 4z',
  rebate: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4h4',
  vip: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  mission: 'M5 21V4m0 0h11l-2 4 2 4H5',
  record: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
  pnl: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
  message: 'M4 5h16v11H8l-4 4z',
  support: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H4zm13 0h3v6h-3z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-5v.01M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  download: 'M12 3v12m0 0l-4-4m4 4l4-4M5 21h14',
  menu: 'M4 6h16M4 12h16M4 18h16',
  share: 'M18 8a3 3 0 1 0-3-3M6 15a3 3 0 1 0 0-6M18 22a3 3 0 1 0-3-3M8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  collapse: 'M15 6l-6 6 6 6',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  games:
    'M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L15 15H9l-1.6 1.8A3 3 0 0 1 2 15v-3a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 13h.01',
};

export const Icon = ({ name }: { name: keyof typeof paths | string }) => (
  <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={paths[name] ?? paths.home} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
