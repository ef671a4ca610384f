import { brandOpsApi as api } from '@wl/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint';
import type { BrandService } from './brand.service';

/** The back office's brand settings: brand.view to read, brand.manage to change (each change audited by the gate). */
export const brandRoutes = async (app: FastifyInstance, opts: { brand: BrandService }) => {
  const { brand } = opts;
  route(app, api.settings, ({ operator, params }) =>
    operator.act('read', params.code, 'brand.settings', {}, (s) => brand.settings(s.merchantId)),
  );
  route(app, api.setRegister, ({ operator, params, body }) => {
    const rules = brand.checkRegister(body);
    return operator.act('admin', params.code, 'brand.register_rules', rules, (s) =>
      brand.saveRegister(s.merchantId, params.code.toUpperCase(), rules),
    );
  });
  route(app, api.setLogin, ({ operator, params, body }) =>
    operator.act('admin', params.code, 'brand.login', body, (s) => brand.saveLogin(s.merchantId, params.code.toUpperCase(), body)),
  );
  route(app, api.setTheme, ({ operator, params, body }) => {
    const theme = brand.checkTheme(body);
    return operator.act('admin', params.code, 'brand.theme', theme, (s) => brand.saveTheme(s.merchantId, params.code.toUpperCase(), theme));
  });
  route(app, api.setLogo, ({ operator, params, body }) => {
    const logo = brand.checkLogo(body.data);
    // The audit entry names the image by its hash and size, never its bytes.
    const payload = { mime: logo.img.mime, width: logo.img.width, height: logo.img.height, bytes: logo.bytes.length, sha256: logo.sha256 };
    return operator.act('admin', params.code, 'brand.logo', payload, (s) => brand.saveLogo(s.merchantId, params.code.toUpperCase(), logo));
  });
};
