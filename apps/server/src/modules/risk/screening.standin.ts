/** One person on a screening list (a made-up fixture for the local stand-in; README, "KYC"). */
export type ListEntry = { ref: string; list: 'SANCTIONS' | 'PEP'; name: string; aliases: string[]; birthYear?: number };

export const standinScreeningList: ListEntry[] = [
  { ref: 'SAN-0001', list: 'SANCTIONS', name: 'Muhammad Yousuf Qureshi', aliases: ['محمد یوسف قریشی', 'M. Y. Qureshi'], birthYear: 1971 },
  { ref: 'SAN-0002', list: 'SANCTIONS', name: 'Tariq Mehmood Baig', aliases: ['طارق محمود بیگ'], birthYear: 1965 },
  { ref: 'PEP-0001', list: 'PEP', name: 'Nusrat Jahan Siddiqui', aliases: ['نصرت جہاں صدیقی'], birthYear: 1958 },
  { ref: 'PEP-0002', list: 'PEP', name: 'Viktor Aleksandrovich Petrenko', aliases: ['Victor Petrenko'], birthYear: 1962 },
];
