/**
 * The national register's local stand-in fixture: the people it lists (README, "Player protection"). A real scheme is
 * reached through the same `NationalRegister` interface.
 */
export const standinRegisterEntries: { reference: string; email?: string; mobile?: string }[] = [
  { reference: 'NSE-000101', mobile: '+92 300 9990001' },
  { reference: 'NSE-000102', email: 'listed.person@register.example' },
];
