import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PromotionInput, promotionsApi, promotionsOpsApi } from '@wl/contracts';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/QueryState';
import { call } from '../../shared/client';
import { useMerchantFacts } from '../../shared/merchant-facts';
import { emptyForm, formOf } from './promotion-form';
import { PromotionForm } from './PromotionForm';
import { promotionsKeys } from './promotions-keys';

/**
 * Creating a promotion (id null) or editing one: the stored definition is read back into the form, with the merchant's
 * categories (the player site's own list) to choose from; saving writes the whole promotion and goes back to the list.
 */
export const PromotionEditor = ({ merchant, id, onDone }: { merchant: string; id: number | null; onDone: () => void }) => {
  const { t } = useTranslation();
  const { zone } = useMerchantFacts();
  const client = useQueryClient();
  const definition = useQuery({
    queryKey: promotionsKeys.definition(merchant, id ?? 0),
    queryFn: ({ signal }) => call(promotionsOpsApi.definition, { params: { code: merchant, id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
  const categories = useQuery({
    queryKey: promotionsKeys.categories(merchant),
    queryFn: ({ signal }) => call(promotionsApi.categories, { signal }, { headers: { Merchant: merchant, Device: 'WEB' } }),
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (input: PromotionInput) =>
      id === null
        ? call(promotionsOpsApi.create, { params: { code: merchant }, body: input })
        : call(promotionsOpsApi.update, { params: { code: merchant, id }, body: input }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: promotionsKeys.all(merchant) });
      onDone();
    },
  });
  const form = (initial: ReturnType<typeof emptyForm>) => (
    <PromotionForm
      initial={initial}
      zone={zone}
      categories={categories.data?.list ?? []}
      saving={save.isPending}
      error={save.error}
      onSave={(input) => save.mutate(input)}
      onCancel={onDone}
    />
  );
  return (
    <div className="stack" data-testid="promotion-editor">
      <p className="muted page__intro">{t('promotions.form.intro', { zone: zone ?? t('promotions.form.localZone') })}</p>
      {/* The form starts once the categories are known, so a stored category shows selected in its list. */}
      <QueryState query={categories}>
        {() =>
          id === null ? form(emptyForm(new Date(), zone)) : <QueryState query={definition}>{(d) => form(formOf(d, zone))}</QueryState>
        }
      </QueryState>
    </div>
  );
};
