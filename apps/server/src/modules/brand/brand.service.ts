import {
  type BrandLoginBody,
  type BrandModuleNode,
  type BrandSettingsValue,
  type BrandThemeBody,
  LOGO_MAX_BYTES,
  type RegisterRule,
  type RegisterRules,
  type RegisterSettingsBody,
  contrastProblems,
  flattenWhitelabel,
  type WhitelabelNode,
  brandLogoUrl,
} from '@wl/contracts';
import { createHash } from 'node:crypto';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { honestTree, implementedModules } from '../merchants';
import { createBrandRepo } from './brand.repo';
import { logoSvgOf, sniffImage } from './logo-image';

type ModuleRow = { modId: string; parentModId: string | null; enabled: boolean };
const fieldError = (code: 'brand.rule_invalid' | 'request_param_err', path: string, message: string) =>
  new AppError(code, { value: { fields: [{ path, message }] } });
/** Fields a player always fills in: an operator may change their rules, never drop them from the form. */
const alwaysAsked = new Set(['username', 'password']);

/** The stored tree with what players get: a switch is live when it, its ancestors and something behind it are on. */
const moduleTree = (rows: ModuleRow[]): BrandModuleNode[] => {
  const wl = new Map<string, WhitelabelNode>();
  for (const r of rows) wl.set(r.modId, { modId: r.modId, enabled: r.enabled ? '1' : '0', childrenNodes: [] });
  const roots: WhitelabelNode[] = [];
  for (const r of rows) {
    const node = wl.get(r.modId) as WhitelabelNode;
    const parent = r.parentModId ? wl.get(r.parentModId) : undefined;
    (parent ? parent.childrenNodes : roots).push(node);
  }
  const live = flattenWhitelabel(honestTree(roots));
  const shape = (n: WhitelabelNode): BrandModuleNode => ({
    modId: n.modId,
    stored: n.enabled === '1',
    live: live[n.modId] ?? false,
    implemented: implementedModules.has(n.modId) || n.childrenNodes.length > 0,
    children: n.childrenNodes.map(shape),
  });
  return roots.map(shape);
};

const rulesOf = (rows: Awaited<ReturnType<ReturnType<typeof createBrandRepo>['registerRules']>>): RegisterRules =>
  Object.fromEntries(
    rows.map((r) => [
      r.field,
      {
        acceptedPattern: r.acceptedPattern,
        minLength: r.minLength,
        maxLength: r.maxLength,
        patternId: r.patternId,
        required: r.required,
        visible: r.visible,
      },
    ]),
  );

/**
 * The back office's brand settings. Checks that need no database (`check…`) run before the operator's action, so bad
 * input writes nothing, not even an audit entry; every change drops the merchant's cached configuration here and,
 * through the merchant cache's listeners (Redis), on every other server copy.
 */
export const createBrandService = (deps: { db: Db; invalidate: (code: string) => void }) => {
  const repo = createBrandRepo(deps.db);

  const merchantRow = async (merchantId: number) => {
    const row = await repo.merchant(merchantId);
    if (!row) throw new AppError('resource.not_found');
    return row;
  };

  return {
    settings: async (merchantId: number): Promise<BrandSettingsValue> => {
      const row = await merchantRow(merchantId);
      const [mods, register, auth, regions] = await Promise.all([
        repo.modules(merchantId),
        repo.registerRules(merchantId),
        repo.authSettings(merchantId),
        repo.regionRules(merchantId),
      ]);
      return {
        merchant: { code: row.code, name: row.name, languages: row.languages },
        modules: moduleTree(mods),
        register: rulesOf(register),
        login: {
          smsExpiryMinutes: auth.smsExpiryMinutes,
          passwordMaxAgeDays: auth.passwordMaxAgeDays,
          loginVerifyMethods: auth.loginVerifyMethods as BrandLoginBody['loginVerifyMethods'],
          minAge: row.settings.minAge,
          providers: auth.oidcProviders.map((p) => p.name),
        },
        maintenance: {
          enabled: row.maintenanceEnabled,
          message: row.maintenanceMessage ?? {},
          endsAt: row.maintenanceEndsAt?.toISOString() ?? null,
        },
        regionRules: regions.map((r) => ({ kind: r.kind, value: r.value, action: r.action, note: r.note })),
        theme: row.theme as BrandThemeBody,
        logoUrl: brandLogoUrl(row.code, row.updatedAt),
      };
    },

    /** A pattern must compile (and stay short), a maximum may not be below the minimum. */
    checkRegister: (body: RegisterSettingsBody) => {
      for (const [field, rule] of Object.entries(body)) {
        if (rule.acceptedPattern !== '*') {
          if (rule.acceptedPattern.length > 200) throw fieldError('brand.rule_invalid', `${field}.acceptedPattern`, 'length');
          try {
            new RegExp(rule.acceptedPattern, 'u');
          } catch {
            throw fieldError('brand.rule_invalid', `${field}.acceptedPattern`, 'pattern');
          }
        }
        if (rule.maxLength > 128) throw fieldError('brand.rule_invalid', `${field}.maxLength`, 'maxLength');
        if (rule.maxLength > 0 && rule.maxLength < rule.minLength)
          throw fieldError('brand.rule_invalid', `${field}.maxLength`, 'maxLength');
        if (alwaysAsked.has(field) && (rule.required === false || rule.visible === false))
          throw fieldError('brand.rule_invalid', `${field}.required`, 'required');
      }
      return body;
    },
    /** Saves rules of fields the merchant has (an unknown field is refused, nothing saved); answers every rule. */
    saveRegister: async (merchantId: number, code: string, body: RegisterSettingsBody) => {
      const known = new Set((await repo.registerRules(merchantId)).map((r) => r.field));
      const unknown = Object.keys(body).find((f) => !known.has(f));
      if (unknown) throw fieldError('brand.rule_invalid', unknown, 'field');
      const rules = Object.entries(body).map(([field, rule]): [string, Required<RegisterRule>] => [
        field,
        {
          acceptedPattern: rule.acceptedPattern,
          minLength: rule.minLength,
          maxLength: rule.maxLength,
          patternId: rule.patternId,
          required: rule.required ?? false,
          visible: rule.visible ?? true,
        },
      ]);
      await repo.saveRegisterRules(merchantId, rules);
      deps.invalidate(code);
      return rulesOf(await repo.registerRules(merchantId));
    },

    saveLogin: async (merchantId: number, code: string, body: BrandLoginBody) => {
      const methods = [...new Set(body.loginVerifyMethods)];
      await repo.saveLogin(merchantId, { ...body, loginVerifyMethods: methods });
      deps.invalidate(code);
      const auth = await repo.authSettings(merchantId);
      return { ...body, loginVerifyMethods: methods, providers: auth.oidcProviders.map((p) => p.name) };
    },

    /** Refuses a theme whose text or button text reads below WCAG AA (4.5:1), naming the pair and its ratio. */
    checkTheme: (theme: BrandThemeBody) => {
      const low = contrastProblems(theme)[0];
      if (low)
        throw new AppError('brand.low_contrast', {
          params: { ratio: low.ratio.toFixed(2) },
          value: { fields: [{ path: low.fg, message: `${low.fg}/${low.bg} ${low.ratio}` }] },
        });
      // Stored in lower case, one spelling per colour.
      return Object.fromEntries(Object.entries(theme).map(([k, v]) => [k, v.toLowerCase()])) as BrandThemeBody;
    },
    saveTheme: async (merchantId: number, code: string, theme: BrandThemeBody) => {
      await repo.saveTheme(merchantId, theme);
      deps.invalidate(code);
      return theme;
    },

    /** The image by its bytes: PNG, JPEG or WebP, at most 200 KB, 16 to 2000 pixels a side. */
    checkLogo: (data: string) => {
      const b64 = data.replace(/^data:image\/[a-z]+;base64,/, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new AppError('brand.logo_type');
      const bytes = Buffer.from(b64, 'base64');
      if (bytes.length > LOGO_MAX_BYTES) throw new AppError('brand.logo_too_large');
      const img = sniffImage(bytes);
      if (!img) throw new AppError('brand.logo_type');
      if ([img.width, img.height].some((n) => n < 16 || n > 2000)) throw new AppError('brand.logo_dimensions');
      return { img, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
    },
    saveLogo: async (merchantId: number, code: string, logo: { img: ReturnType<typeof sniffImage> & object; bytes: Buffer }) => {
      await repo.saveLogo(merchantId, logoSvgOf(logo.img, logo.bytes));
      deps.invalidate(code);
      const row = await merchantRow(merchantId);
      return { url: brandLogoUrl(row.code, row.updatedAt), mime: logo.img.mime, width: logo.img.width, height: logo.img.height };
    },
  };
};
export type BrandService = ReturnType<typeof createBrandService>;
