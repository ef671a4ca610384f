import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsOpsApi, type ContractKindName, contractKinds, dividendCycles } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { TiersEditor } from './TiersEditor';
import { agentsKeys } from './agents-keys';
import { type TierRow, rowsOf, tiersOf } from './tiers';

type Props = { merchant: string; onClose: () => void };
type Payer = 'upline' | 'merchant';
type Cycle = (typeof dividendCycles)[number];

/**
 * An offer to an agent: for its upline (terms typed or started from a template; never above the upline's own rate),
 * or from the merchant to a top-level agent (one of the merchant's templates). The agent accepts it in the agent centre.
 */
export const OfferDialog = ({ merchant, onClose }: Props) => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const id = useId();
  const { currency } = useMerchantFacts();
  const [payer, setPayer] = useState<Payer>('upline');
  const [account, setAccount] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [kind, setKind] = useState<ContractKindName>('DAILY');
  const [cycle, setCycle] = useState<Cycle>('DAILY');
  const [rows, setRows] = useState<TierRow[]>([{ min: '0', active: '0', rate: '' }]);
  const [bad, setBad] = useState<string | null>(null);
  const templates = useQuery({
    queryKey: agentsKeys.templates(merchant),
    queryFn: ({ signal }) => call(agentsOpsApi.templates, { params: { code: merchant }, signal }),
  });
  const offer = useMutation({
    mutationFn: () => {
      const who = account.trim().toLowerCase();
      if (payer === 'merchant')
        return call(agentsOpsApi.offer, { params: { code: merchant }, body: { account: who, templateId: Number(templateId) } });
      const parsed = tiersOf(rows);
      if (!('tiers' in parsed)) throw new Error('unreachable');
      return call(agentsOpsApi.offerOnBehalf, {
        params: { code: merchant },
        body: { account: who, kind, cycle: kind === 'DIVIDEND' ? cycle : null, tiers: parsed.tiers },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: agentsKeys.all(merchant) }),
  });
  const pickTemplate = (value: string) => {
    setTemplateId(value);
    const tpl = templates.data?.list.find((x) => String(x.id) === value);
    if (!tpl || payer === 'merchant') return;
    setKind(tpl.kind);
    if (tpl.cycle) setCycle(tpl.cycle);
    setRows(rowsOf(tpl.tiers));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!account.trim()) return setBad(t('agents.offer.accountRule'));
    if (payer === 'merchant' && !templateId) return setBad(t('agents.offer.templateRule'));
    if (payer === 'upline') {
      const parsed = tiersOf(rows);
      if ('bad' in parsed) return setBad(t('agents.offer.tierRule', { row: parsed.bad + 1 }));
    }
    setBad(null);
    offer.mutate();
  };
  const done = offer.data;
  return (
    <Modal open title={t('agents.offer.title')} onClose={onClose} testId="offer-dialog">
      {done ? (
        <div className="stack">
          <p className="msg msg--ok" role="status" data-testid="offer-done">
            {t('agents.offer.done', {
              account: done.agentAccount,
              kind: t(`agents.contractKinds.${done.kind}`),
              upline: done.uplineAccount ?? t('agents.contracts.merchant'),
            })}
          </p>
          <div className="actions">
            <button type="button" className="btn btn--primary" onClick={onClose} data-autofocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <fieldset className="agents-choice">
            <legend>{t('agents.offer.payer')}</legend>
            {(['upline', 'merchant'] as const).map((p) => (
              <label key={p} className="check">
                <input
                  type="radio"
                  name={`${id}-payer`}
                  checked={payer === p}
                  onChange={() => setPayer(p)}
                  data-testid={`offer-payer-${p}`}
                />
                <span>{t(`agents.offer.payers.${p}`)}</span>
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-acc`}>{t('agents.offer.account')}</label>
            <input
              id={`${id}-acc`}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              data-autofocus
              value={account}
              onChange={(e) => setAccount(e.target.value)}
              data-testid="offer-account"
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-tpl`}>{payer === 'merchant' ? t('agents.offer.template') : t('agents.offer.startFrom')}</label>
            <select id={`${id}-tpl`} value={templateId} onChange={(e) => pickTemplate(e.target.value)} data-testid="offer-template">
              <option value="">{payer === 'merchant' ? t('agents.offer.pickTemplate') : t('agents.offer.noTemplate')}</option>
              {(templates.data?.list ?? [])
                .filter((x) => x.enabled)
                .map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name} · {t(`agents.contractKinds.${x.kind}`)}
                  </option>
                ))}
            </select>
          </div>
          {payer === 'upline' ? (
            <>
              <div className="form-row">
                <div className="field">
                  <label htmlFor={`${id}-kind`}>{t('agents.contracts.kind')}</label>
                  <select
                    id={`${id}-kind`}
                    value={kind}
                    onChange={(e) => setKind(e.target.value as ContractKindName)}
                    data-testid="offer-kind"
                  >
                    {contractKinds.map((k) => (
                      <option key={k} value={k}>
                        {t(`agents.contractKinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </div>
                {kind === 'DIVIDEND' ? (
                  <div className="field">
                    <label htmlFor={`${id}-cycle`}>{t('agents.offer.cycle')}</label>
                    <select id={`${id}-cycle`} value={cycle} onChange={(e) => setCycle(e.target.value as Cycle)}>
                      {dividendCycles.map((c) => (
                        <option key={c} value={c}>
                          {t(`agents.cycles.${c}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
              </div>
              <TiersEditor rows={rows} onChange={setRows} dividend={kind === 'DIVIDEND'} currency={currency} />
              <p className="field__hint">{t('agents.offer.capHint')}</p>
            </>
          ) : null}
          {bad ? (
            <p className="field__problem" role="alert" data-testid="field-error">
              {bad}
            </p>
          ) : null}
          <ErrorText error={offer.error} />
          <div className="actions">
            <button type="button" className="btn" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn btn--primary" disabled={offer.isPending} data-testid="offer-submit">
              {t('agents.offer.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
};
