import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { membersApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FALLBACK_AVATAR, Img } from '../../components/Img';
import { call } from '../../shared/client';
import { qk } from '../../shared/query-keys';
import { useSystem } from '../../shared/system';

/** Choose one of the merchant's avatars (/wps/member/info/icon); shown only when PROFPIC3 is on. */
export const AvatarPicker = () => {
  const { t } = useTranslation();
  const { modules } = useSystem();
  const qc = useQueryClient();
  const enabled = modules.PROFPIC3 === true;
  const icon = useQuery({ queryKey: qk.member.icon(), queryFn: ({ signal }) => call(membersApi.icon, { signal }), enabled });
  const choose = useMutation({
    mutationFn: (n: number) => call(membersApi.setIcon, { body: { icon: n } }),
    onSuccess: (value) => {
      qc.setQueryData(qk.member.icon(), value);
      void qc.invalidateQueries({ queryKey: qk.member.all });
    },
  });
  if (!enabled || !icon.data) return null;
  return (
    <fieldset className="avatar-picker" data-testid="avatar-picker">
      <legend>{t('member.avatar.choose')}</legend>
      <div className="avatar-picker__grid">
        {icon.data.choices.map((c) => (
          <button
            key={c.icon}
            type="button"
            className="avatar-picker__item"
            aria-pressed={c.icon === icon.data.icon}
            aria-label={t('member.avatar.option', { n: c.icon })}
            disabled={choose.isPending}
            onClick={() => choose.mutate(c.icon)}
          >
            <Img className="avatar" src={c.url} fallback={FALLBACK_AVATAR} alt="" width={40} height={40} />
          </button>
        ))}
      </div>
      {choose.isError ? <ErrorText error={choose.error} /> : null}
    </fieldset>
  );
};
