import { GAME_ICON_MAX_BYTES, type GameAdminRow, type MaintenanceWindowBody, gamesOpsApi } from '@wl/contracts';
import type { EndpointValue } from '@wl/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { call } from '../../shared/client';
import { useFormat } from '../../shared/format';
import { iconProblem } from './games-state';
import { MaintenanceDialog, useWindowText } from './MaintenanceDialog';
import { useCatalogueChange } from './use-games';

type Props = {
  merchant: string;
  game: GameAdminRow;
  facets: EndpointValue<typeof gamesOpsApi.facets> | undefined;
  /** The hot list in order (adding puts the game last, removing takes it off). */
  hotIds: number[];
  onClose: () => void;
  /** The game as the server answered after a change (the dialog shows it). */
  onChanged: (g: GameAdminRow) => void;
};

/** One game: its category (among those its vendor is offered in) and sub-type, its icon, and its maintenance window. */
export const GameEditDialog = ({ merchant, game, facets, hotIds, onClose, onChanged }: Props) => {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const id = useId();
  const name = (i18n.language.startsWith('ur') && game.names.UR) || game.name;
  const [category, setCategory] = useState<string>(game.category);
  const [subType, setSubType] = useState<string>(game.subType ?? '');
  const [iconError, setIconError] = useState<string | null>(null);
  const [windowOpen, setWindowOpen] = useState(false);
  const windowText = useWindowText();
  const params = { code: merchant, id: game.id };
  const save = useCatalogueChange(
    merchant,
    (body: { category: GameAdminRow['category']; subType: GameAdminRow['subType'] }) => call(gamesOpsApi.update, { params, body }),
    onChanged,
  );
  const upload = useCatalogueChange(
    merchant,
    (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return call(gamesOpsApi.icon, { params, body: form });
    },
    onChanged,
  );
  const maintain = useCatalogueChange(
    merchant,
    (body: MaintenanceWindowBody) => call(gamesOpsApi.maintenance, { params, body }),
    (g) => {
      onChanged(g);
      setWindowOpen(false);
    },
  );
  const hot = useCatalogueChange(
    merchant,
    (ids: number[]) => call(gamesOpsApi.setHot, { params: { code: merchant }, body: { ids } }),
    (v) => {
      const now = v.rows.find((r) => r.id === game.id);
      onChanged({ ...game, isHot: Boolean(now), hotRank: now?.hotRank ?? null });
    },
  );
  const isHot = hotIds.includes(game.id);
  const categories = facets?.categories.filter((c) => c.vendors.includes(game.vassalage)) ?? [];
  const changed = category !== game.category || subType !== (game.subType ?? '');
  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = iconProblem(file, GAME_ICON_MAX_BYTES);
    setIconError(problem ? t(`games.icon.${problem}`) : null);
    if (!problem) upload.mutate(file);
  };
  const w = windowText(game.maintenance, f.dateTime);
  return (
    <Modal open title={t('games.editTitle', { name })} onClose={onClose} testId="game-edit">
      <div className="stack">
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate({ category: category as GameAdminRow['category'], subType: (subType || null) as GameAdminRow['subType'] });
          }}
        >
          <div className="games-edit__row">
            <div className="field">
              <label htmlFor={`${id}-cat`}>{t('games.filter.category')}</label>
              <select id={`${id}-cat`} value={category} onChange={(e) => setCategory(e.target.value)} data-testid="game-category">
                {categories.map((c) => (
                  <option key={c.code} value={c.code}>
                    {t(`games.category.${c.code}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-sub`}>{t('games.subTypeLabel')}</label>
              <select id={`${id}-sub`} value={subType} onChange={(e) => setSubType(e.target.value)} data-testid="game-subtype">
                <option value="">{t('games.subTypeNone')}</option>
                {(facets?.subTypes ?? []).map((s) => (
                  <option key={s} value={s}>
                    {t(`games.subType.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ErrorText error={save.error} />
          <div className="actions actions--start">
            <button type="submit" className="btn btn--primary" disabled={!changed || save.isPending} data-testid="game-save">
              {t('games.save')}
            </button>
          </div>
        </form>
        <section className="games-edit__icon" aria-labelledby={`${id}-icon`}>
          <h3 id={`${id}-icon`}>{t('games.icon.title')}</h3>
          <div className="games-edit__icon-row">
            <img src={game.iconUrl} alt={t('games.icon.alt', { name })} width={96} height={96} />
            <div className="stack">
              <label className="btn" htmlFor={`${id}-file`}>
                {t(upload.isPending ? 'games.icon.uploading' : 'games.icon.choose')}
              </label>
              <input
                id={`${id}-file`}
                className="visually-hidden"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                onChange={(e) => pick(e.target.files?.[0])}
                data-testid="game-icon-file"
              />
              <p className="field__hint">{t('games.icon.hint')}</p>
            </div>
          </div>
          {iconError ? <p className="msg msg--error">{iconError}</p> : <ErrorText error={upload.error} />}
        </section>
        <section className="games-edit__hot" aria-labelledby={`${id}-hot`}>
          <h3 id={`${id}-hot`}>{t('games.hot.title')}</h3>
          <p className={game.hotRank ? undefined : 'muted'}>
            {game.hotRank ? t('games.status.hot', { rank: f.number(game.hotRank) }) : t('games.hot.notHot')}
          </p>
          {!isHot && hotIds.length >= 50 ? <p className="field__hint">{t('games.hot.full')}</p> : null}
          <ErrorText error={hot.error} />
          <div className="actions actions--start">
            <button
              type="button"
              className="btn"
              disabled={hot.isPending || (!isHot && hotIds.length >= 50)}
              onClick={() => hot.mutate(isHot ? hotIds.filter((x) => x !== game.id) : [...hotIds, game.id])}
              data-testid="game-hot-toggle"
            >
              {t(isHot ? 'games.hot.takeOff' : 'games.addHot')}
            </button>
          </div>
        </section>
        <section className="games-edit__window" aria-labelledby={`${id}-mt`}>
          <h3 id={`${id}-mt`}>{t('games.maintenance.title')}</h3>
          <p className={w ? undefined : 'muted'}>{w ?? t('games.maintenance.none')}</p>
          <div className="actions actions--start">
            <button type="button" className="btn" onClick={() => setWindowOpen(true)} data-testid="game-maintenance">
              {t('games.maintenance.edit')}
            </button>
          </div>
        </section>
      </div>
      {windowOpen ? (
        <MaintenanceDialog
          open
          title={t('games.maintenance.titleFor', { name })}
          current={game.maintenance}
          busy={maintain.isPending}
          error={maintain.error}
          onSave={(b) => maintain.mutate(b)}
          onClose={() => setWindowOpen(false)}
        />
      ) : null}
    </Modal>
  );
};
