import type { ProtocolCode, VendorAdminRow, VendorProtocolBody, VendorProtocolRow, VendorProtocolSpec } from '@wl/contracts';

/** One vendor of the merchant as the page lists it: the catalogue's vendor, and its protocol set-up if it has one. */
export type VendorProtocolLine = {
  vassalage: string;
  name: string;
  wallet: VendorAdminRow['wallet'] | null;
  config: VendorProtocolRow | null;
};

/**
 * The catalogue's vendors with their protocol set-ups: the vendors set up on a protocol first, then the others, each
 * in the catalogue's order; a set-up of a vendor the catalogue does not list (yet) comes after its group, named by
 * its code.
 */
export const protocolLines = (vendors: readonly VendorAdminRow[], items: readonly VendorProtocolRow[]): VendorProtocolLine[] => {
  const byVendor = new Map(items.map((i) => [i.vendor, i]));
  const listed = vendors.map((v) => ({
    vassalage: v.vassalage,
    name: v.name,
    wallet: v.wallet,
    config: byVendor.get(v.vassalage) ?? null,
  }));
  const known = new Set(vendors.map((v) => v.vassalage));
  const extra = items.filter((i) => !known.has(i.vendor)).map((i) => ({ vassalage: i.vendor, name: i.vendor, wallet: null, config: i }));
  return [...listed.filter((l) => l.config), ...extra, ...listed.filter((l) => !l.config)];
};

/** The names settings and secrets may have (the contract's rule). */
export const SETTING_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The edit form: every setting by name (the protocol's own and any other), and the secrets typed now (write-only). */
export type ProtocolForm = {
  protocol: ProtocolCode;
  enabled: boolean;
  /** Empty: the merchant's currency. */
  currency: string;
  settings: { name: string; value: string }[];
  /** Typed secret values; an empty one keeps what is stored. */
  secrets: Record<string, string>;
};

/** The form for a vendor: its set-up as stored (secrets never come back: all empty), or a new one on `fallback`. */
export const formOf = (config: VendorProtocolRow | null, specs: readonly VendorProtocolSpec[], fallback: ProtocolCode): ProtocolForm => {
  const protocol = config?.protocol ?? fallback;
  const spec = specs.find((s) => s.code === protocol);
  const stored = config?.settings ?? {};
  const names = [...(spec?.settingNames ?? []), ...Object.keys(stored).filter((n) => !spec?.settingNames.includes(n))];
  return {
    protocol,
    enabled: config?.enabled ?? false,
    currency: config?.currency ?? '',
    settings: names.map((name) => ({ name, value: stored[name] ?? '' })),
    secrets: {},
  };
};

/** Another protocol chosen: its required settings join the list (values typed so far are kept). */
export const withProtocol = (form: ProtocolForm, protocol: ProtocolCode, specs: readonly VendorProtocolSpec[]): ProtocolForm => {
  const spec = specs.find((s) => s.code === protocol);
  const have = new Set(form.settings.map((s) => s.name));
  const added = (spec?.settingNames ?? []).filter((n) => !have.has(n)).map((name) => ({ name, value: '' }));
  return { ...form, protocol, settings: [...form.settings, ...added], secrets: {} };
};

/**
 * The secrets that count as set for the form's protocol: those stored for the same protocol (a change of protocol
 * starts from none, as the server does) and those typed now.
 */
export const secretsSet = (form: ProtocolForm, config: VendorProtocolRow | null): Set<string> => {
  const kept = config && config.protocol === form.protocol ? config.secretNames : [];
  return new Set([
    ...kept,
    ...Object.entries(form.secrets)
      .filter(([, v]) => v !== '')
      .map(([k]) => k),
  ]);
};

export type FormProblems = { missing: string[]; badNames: string[]; badCurrency: boolean };

/** What stops the form from being saved (the server checks the same again). */
export const problemsOf = (form: ProtocolForm, spec: VendorProtocolSpec | undefined, config: VendorProtocolRow | null): FormProblems => {
  const value = new Map(form.settings.map((s) => [s.name.trim(), s.value.trim()]));
  const set = secretsSet(form, config);
  return {
    missing: [...(spec?.settingNames ?? []).filter((n) => !value.get(n)), ...(spec?.secretNames ?? []).filter((n) => !set.has(n))],
    badNames: form.settings.map((s) => s.name.trim()).filter((n) => n !== '' && !SETTING_NAME.test(n)),
    badCurrency: form.currency.trim() !== '' && !CURRENCY.test(form.currency.trim().toUpperCase()),
  };
};
export const hasProblems = (p: FormProblems) => p.missing.length > 0 || p.badNames.length > 0 || p.badCurrency;

/** The PUT body: settings with a name and a value, only the secrets typed now, the currency when one is given. */
export const bodyOf = (form: ProtocolForm): VendorProtocolBody => {
  const currency = form.currency.trim().toUpperCase();
  return {
    protocol: form.protocol,
    enabled: form.enabled,
    ...(currency ? { currency } : {}),
    settings: Object.fromEntries(
      form.settings.map((s) => [s.name.trim(), s.value.trim()] as const).filter(([name, value]) => name !== '' && value !== ''),
    ),
    secrets: Object.fromEntries(Object.entries(form.secrets).filter(([, v]) => v !== '')),
  };
};

/** The switch in the list: the stored set-up as it is, on or off (no secret sent, so every stored one is kept). */
export const switchBody = (config: VendorProtocolRow, enabled: boolean): VendorProtocolBody => ({
  protocol: config.protocol,
  enabled,
  currency: config.currency,
  settings: config.settings,
  secrets: {},
});
