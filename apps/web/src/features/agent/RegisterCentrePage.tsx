import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentsApi, type ContractKindName } from '@wl/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ErrorText } from '../../components/ErrorText';
import { QrCode } from '../../components/QrCode';
import { call } from '../../shared/client';
import { DateTime } from '../../shared/datetime';
import { useMemberQuery } from '../../shared/member-query';
import { useContractFlags } from './api';
import { rate } from './rate';

const linkOf = (code: string) => `${window.location.origin}/register?ref=${code}`;

/**
 * registerCenter: create a member or sub-agent directly, or an invitation (link, code and QR image) carrying the
 * account type and, for a sub-agent, contracts at a share of the agent's own rates (never more than it holds).
 */
export const RegisterCentrePage = () => {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['wallet', 'agent'] });
  const invites = useMemberQuery(['wallet', 'agent', 'invites'], agentsApi.invites);
  const { data: flags } = useContractFlags(true);
  const own = flags?.active ?? [];
  const [type, setType] = useState<'member' | 'agent'>('member');
  const [share, setShare] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: () =>
      call(agentsApi.createInvite, {
        body: {
          accountType: type,
          offers:
            type === 'agent'
              ? own
                  .filter((c) => Number(share[c.kind] ?? 0) > 0)
                  .map((c) => ({
                    kind: c.kind,
                    cycle: c.cycle,
                    tiers: c.tiers.map((x) => ({ ...x, rateBp: Math.floor((x.rateBp * Math.min(100, Number(share[c.kind]))) / 100) })),
                  }))
              : [],
        },
      }),
    onSuccess: refresh,
  });
  const [user, setUser] = useState({ username: '', password: '', accountType: 'member' as 'member' | 'agent' });
  const direct = useMutation({
    mutationFn: () => call(agentsApi.createDownline, { body: user }),
    onSuccess: () => {
      setUser({ username: '', password: '', accountType: user.accountType });
      void refresh();
    },
  });
  return (
    <section className="agent-page" data-testid="agent-register">
      <div className="agent-register">
        <form
          className="agent-offer"
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
          data-testid="invite-form"
        >
          <h3>{t('agent.newInvite')}</h3>
          <label>
            {t('agent.accountType')}
            <select value={type} onChange={(e) => setType(e.target.value as 'member' | 'agent')} data-testid="invite-type">
              <option value="member">{t('agent.typeMember')}</option>
              <option value="agent">{t('agent.typeAgent')}</option>
            </select>
          </label>
          {type === 'agent'
            ? own.map((c) => (
                <label key={c.id}>
                  {t('agent.shareOf', { kind: t(`agent.kind.${c.kind}`) })}
                  <input
                    inputMode="numeric"
                    value={share[c.kind] ?? ''}
                    placeholder={t('agent.sharePlaceholder')}
                    onChange={(e) => setShare({ ...share, [c.kind]: e.target.value.replace(/[^\d]/g, '').slice(0, 3) })}
                    data-testid={`invite-share-${c.kind}`}
                  />
                </label>
              ))
            : null}
          <ErrorText error={create.error} />
          <button type="submit" className="btn btn--primary" disabled={create.isPending} data-testid="invite-create">
            {t('agent.makeInvite')}
          </button>
        </form>
        <form
          className="agent-offer"
          onSubmit={(e) => {
            e.preventDefault();
            direct.mutate();
          }}
          data-testid="direct-form"
        >
          <h3>{t('agent.createAccount')}</h3>
          <label>
            {t('agent.username')}
            <input
              value={user.username}
              onChange={(e) => setUser({ ...user, username: e.target.value.trim().toLowerCase() })}
              autoComplete="off"
              required
              data-testid="direct-username"
            />
          </label>
          <label>
            {t('agent.password')}
            <input
              type="password"
              value={user.password}
              onChange={(e) => setUser({ ...user, password: e.target.value })}
              autoComplete="new-password"
              required
              data-testid="direct-password"
            />
          </label>
          <label>
            {t('agent.accountType')}
            <select value={user.accountType} onChange={(e) => setUser({ ...user, accountType: e.target.value as 'member' | 'agent' })}>
              <option value="member">{t('agent.typeMember')}</option>
              <option value="agent">{t('agent.typeAgent')}</option>
            </select>
          </label>
          <p className="muted">{t('agent.usernameRule')}</p>
          <ErrorText error={direct.error} />
          {direct.data ? <p data-testid="direct-done">{t('agent.created', { account: direct.data.account })}</p> : null}
          <button type="submit" className="btn btn--primary" disabled={direct.isPending} data-testid="direct-create">
            {t('agent.create')}
          </button>
        </form>
      </div>
      <h3>{t('agent.myInvites')}</h3>
      <ErrorText error={invites.error} />
      {invites.data && invites.data.list.length === 0 ? <EmptyState /> : null}
      <ul className="agent-invites">
        {invites.data?.list.map((i) => (
          <li key={i.id} className="agent-invite" data-testid={`invite-${i.code}`}>
            <QrCode text={linkOf(i.code)} label={t('agent.qrLabel', { code: i.code })} size={140} margin={10} />
            <div>
              <p>
                <strong data-testid="invite-code">{i.code}</strong> ·{' '}
                {i.accountType === 'agent' ? t('agent.typeAgent') : t('agent.typeMember')} · {t('agent.uses', { count: i.uses })}
              </p>
              <p className="agent-invite__link">
                <bdi data-testid="invite-link">{linkOf(i.code)}</bdi>{' '}
                <button type="button" className="btn btn--sm" onClick={() => void navigator.clipboard?.writeText(linkOf(i.code))}>
                  {t('agent.copy')}
                </button>
              </p>
              {i.offers.map((o) => (
                <p key={o.kind} className="muted">
                  {t(`agent.kind.${o.kind as ContractKindName}`)}: {o.tiers.map((x) => rate(x.rateBp)).join(' / ')}
                </p>
              ))}
              <p className="muted">
                <DateTime value={i.createdAt} />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
