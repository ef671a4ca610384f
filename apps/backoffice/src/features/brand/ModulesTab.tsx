import { type BrandModuleNode, opsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { ErrorText } from '../../components/ErrorText';
import { call } from '../../shared/client';
import { useBrandSave } from './use-brand-save';

type Props = { merchant: string; nodes: BrandModuleNode[]; canEdit: boolean };

/** The whitelabel tree: each switch as stored, and what players get (off under an off group, or with nothing behind it). */
export const ModulesTab = ({ merchant, nodes, canEdit }: Props) => {
  const { t } = useTranslation();
  const save = useBrandSave(merchant, (v: { modId: string; enabled: boolean }) =>
    call(opsApi.setModule, { params: { code: merchant, modId: v.modId }, body: { enabled: v.enabled } }),
  );
  const renderNode = (node: BrandModuleNode) => (
    <li key={node.modId} className="brand-module" data-testid={`brand-module-${node.modId}`}>
      <div className="brand-module__row">
        <label className="check">
          <input
            type="checkbox"
            checked={node.stored}
            disabled={!canEdit || save.isPending}
            onChange={(e) => save.mutate({ modId: node.modId, enabled: e.target.checked })}
            data-testid="brand-module-switch"
          />
          <code className="brand-module__id">{node.modId}</code>
        </label>
        <span className="badges">
          {node.live ? <Badge tone="ok">{t('brand.modules.live')}</Badge> : <Badge tone="muted">{t('brand.modules.offForPlayers')}</Badge>}
          {node.implemented ? null : <Badge tone="info">{t('brand.modules.nothingBehind')}</Badge>}
        </span>
      </div>
      {node.children.length > 0 ? <ul className="brand-modules">{node.children.map(renderNode)}</ul> : null}
    </li>
  );
  return (
    <section className="panel stack" aria-label={t('brand.tabs.modules')}>
      <p className="muted">{t('brand.modules.intro')}</p>
      <ErrorText error={save.error} />
      <ul className="brand-modules brand-modules--root">{nodes.map(renderNode)}</ul>
    </section>
  );
};
