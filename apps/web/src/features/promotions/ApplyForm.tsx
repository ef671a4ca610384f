import { zodResolver } from '@hookform/resolvers/zod';
import { APPLY_COMMENT_MAX, APPLY_IMAGES_MAX, type ApplyForm as Form, applyForm, applyImagesError } from '@wl/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { FieldError } from '../../components/FieldError';
import { applyPromotion, usePromoMutation } from './api';

/** Thumbnails of the chosen images (object URLs, released when they change). */
const Previews = ({ files }: { files: File[] }) => {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const list = files.map((f) => URL.createObjectURL(f));
    setUrls(list);
    return () => {
      for (const u of list) URL.revokeObjectURL(u);
    };
  }, [files]);
  if (urls.length === 0) return null;
  return (
    <ul className="apply-previews" data-testid="apply-previews">
      {urls.map((u) => (
        <li key={u}>
          <img src={u} alt="" width={72} height={72} />
        </li>
      ))}
    </ul>
  );
};

/**
 * The application (spec section 5): a comment of at most 140 characters and up to 3 png/jpg images of at most 5 MB,
 * checked here by the same rules as the server, and sent as multipart.
 */
export const ApplyForm = ({ promotionId }: { promotionId: number }) => {
  const { t } = useTranslation();
  const fileId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const send = usePromoMutation(applyPromotion);
  const { register, handleSubmit, watch, formState } = useForm<Form>({ resolver: zodResolver(applyForm), defaultValues: { comment: '' } });
  const comment = watch('comment') ?? '';

  const pick = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const code = applyImagesError(chosen);
    setFilesError(code);
    setFiles(code ? [] : chosen);
  };

  const submit = handleSubmit((v) => {
    if (filesError) return;
    const form = new FormData();
    form.set('comment', v.comment);
    for (const f of files) form.append('images', f);
    send.mutate({ id: promotionId, form });
  });

  return (
    <form className="apply-form" onSubmit={submit} noValidate data-testid="apply-form">
      <label className="field">
        <span>{t('promotions.apply.comment')}</span>
        <textarea rows={3} maxLength={APPLY_COMMENT_MAX + 20} {...register('comment')} data-testid="apply-comment" />
        <small className={`muted apply-form__count ${comment.length > APPLY_COMMENT_MAX ? 'apply-form__count--over' : ''}`}>
          <bdi>
            {comment.length}/{APPLY_COMMENT_MAX}
          </bdi>
        </small>
        <FieldError code={formState.errors.comment?.message} />
      </label>
      <label className="field" htmlFor={fileId}>
        <span>{t('promotions.apply.images', { n: APPLY_IMAGES_MAX })}</span>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          onChange={(e) => pick(e.target.files)}
          data-testid="apply-images"
        />
        <small className="muted">{t('promotions.apply.imagesHint')}</small>
        <FieldError code={filesError ?? undefined} />
      </label>
      <Previews files={files} />
      <button type="submit" className="btn btn--primary" disabled={send.isPending} data-testid="apply-submit">
        {t('promotions.actions.APPLY')}
      </button>
      <ErrorText error={send.error} />
    </form>
  );
};
