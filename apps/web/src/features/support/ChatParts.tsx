import type { NamedEndpoint, SupportMessage } from '@wl/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPicture } from '../../shared/client';
import { useDateFormat } from '../../shared/datetime';

/** A chat picture: fetched with the viewer's credentials (member session or agent token) and shown from memory. */
export const ChatPicture = ({ def, id, authorization }: { def: NamedEndpoint; id: number; authorization?: string }) => {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchPicture(def, { id }, authorization)
      .then((u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => {});
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [def, id, authorization]);
  return src ? (
    <img className="chat__picture" src={src} alt={t('chat.picture')} />
  ) : (
    <span className="chat__picture chat__picture--loading" />
  );
};

/** The message list: the viewer's own messages on the inline end; read marks under own messages the other side read. */
export const ChatMessages = ({
  messages,
  mine,
  otherReadId,
  picture,
  labels,
}: {
  messages: SupportMessage[];
  mine: 'MEMBER' | 'STAFF';
  otherReadId: number;
  picture: (id: number) => React.ReactNode;
  labels: { me: string; other: (m: SupportMessage) => string };
}) => {
  const { t } = useTranslation();
  const f = useDateFormat();
  return (
    <ol className="chat__list" aria-live="polite">
      {messages.map((m) => {
        const own = m.sender === mine;
        return (
          <li key={m.id} className={own ? 'chat__msg chat__msg--own' : 'chat__msg'} data-testid="chat-message" data-sender={m.sender}>
            <span className="chat__who">{own ? labels.me : labels.other(m)}</span>
            {m.fileId ? picture(m.fileId) : null}
            {m.body ? (
              <p className="chat__body" dir="auto">
                {m.body}
              </p>
            ) : null}
            <span className="chat__meta">
              <bdi>
                <time dateTime={m.createdAt} title={f.dateTime(m.createdAt)}>
                  {f.time(m.createdAt)}
                </time>
              </bdi>
              {own ? (
                <span
                  className={otherReadId >= m.id ? 'chat__mark chat__mark--read' : 'chat__mark'}
                  data-testid={otherReadId >= m.id ? 'chat-read' : undefined}
                >
                  {otherReadId >= m.id ? `✓✓ ${t('chat.read')}` : `✓ ${t('chat.sent')}`}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
};

/** Merges messages by id (history pages and live frames may overlap), oldest first. */
export const mergeMessages = (a: SupportMessage[], b: SupportMessage[]) => {
  const byId = new Map<number, SupportMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
};

/**
 * The composer of both chat sides: text with a typing signal at most every 1.5 s, a picture button (png or jpg), send.
 * The caller keeps the text so it can fill it (canned replies) and clear it once the message is accepted.
 */
export const ChatComposer = ({
  text,
  onText,
  onTyping,
  onSend,
  onPicture,
  pending,
  testId,
  locked,
}: {
  text: string;
  onText: (v: string) => void;
  onTyping: () => void;
  onSend: (body: string) => void;
  onPicture: (file: File) => void;
  pending: boolean;
  testId: string;
  /** Why nothing can be sent yet (the box, the picture button and send are disabled, the reason shown). */
  locked?: string;
}) => {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body && !locked) onSend(body);
  };
  const hintId = `${testId}-locked`;
  return (
    <form className="chat__composer" onSubmit={submit}>
      {locked ? (
        <p className="chat__locked" id={hintId} data-testid={hintId}>
          {locked}
        </p>
      ) : null}
      <button
        type="button"
        className="btn chat__attach"
        disabled={Boolean(locked)}
        onClick={() => fileRef.current?.click()}
        aria-label={t('chat.attach')}
        title={t('chat.attach')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
          />
        </svg>
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        data-testid={`${testId}-file`}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onPicture(f);
          e.target.value = '';
        }}
      />
      <input
        className="input chat__input"
        value={text}
        maxLength={1000}
        onChange={(e) => {
          onText(e.target.value);
          if (Date.now() - lastTyping.current > 1500) {
            lastTyping.current = Date.now();
            onTyping();
          }
        }}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        disabled={Boolean(locked)}
        aria-describedby={locked ? hintId : undefined}
        data-testid={`${testId}-input`}
      />
      <button
        type="submit"
        className="btn btn--primary"
        disabled={!text.trim() || pending || Boolean(locked)}
        aria-describedby={locked ? hintId : undefined}
        data-testid={`${testId}-send`}
      >
        {t('chat.send')}
      </button>
    </form>
  );
};
