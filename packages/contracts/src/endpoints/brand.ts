import { defineEndpoints } from '../endpoint';
import { brandLoginBody, brandLoginValue, brandLogoBody, brandLogoValue, brandSettingsValue, brandThemeBody } from '../brand';
import { registerRules, registerSettingsBody } from '../register-rules';
import { opsCodeParams as code } from './ops-params';

const tags = ['backoffice'];

/**
 * The back office's brand settings (brand.view to read, brand.manage to change; audited): everything in one read,
 * and the registration rules, sign-in settings, theme and logo. Module switches, maintenance and region rules are
 * the operator API's own calls (opsApi), which staff reach with the same permissions.
 */
export const brandOpsApi = defineEndpoints('brandOps', {
  settings: {
    method: 'GET',
    path: '/ops/v1/merchants/:code/brand',
    auth: 'ops',
    params: code,
    value: brandSettingsValue,
    summary: 'Every brand setting of a merchant: switches, registration rules, sign-in, maintenance, regions, theme, logo',
    tags,
  },
  setRegister: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/brand/register-rules',
    auth: 'ops',
    params: code,
    body: registerSettingsBody,
    value: registerRules,
    summary: 'Change registration field rules (patterns, lengths, required, shown); answers every rule',
    tags,
  },
  setLogin: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/brand/login',
    auth: 'ops',
    params: code,
    body: brandLoginBody,
    value: brandLoginValue,
    summary: 'Sign-in and limit settings: code expiry, password age, verification methods, minimum age',
    tags,
  },
  setTheme: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/brand/theme',
    auth: 'ops',
    params: code,
    body: brandThemeBody,
    value: brandThemeBody,
    summary: "The player site's colours (text on background and on primary at least WCAG AA 4.5:1)",
    tags,
  },
  setLogo: {
    method: 'PUT',
    path: '/ops/v1/merchants/:code/brand/logo',
    auth: 'ops',
    params: code,
    body: brandLogoBody,
    value: brandLogoValue,
    summary: 'The brand logo: a PNG, JPEG or WebP image (base64, at most 200 KB)',
    tags,
  },
});
