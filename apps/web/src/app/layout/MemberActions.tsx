import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewerState } from '../../shared/session';
import { AvatarMenu } from './AvatarMenu';
import { Balance } from './Balance';
import { ChatLauncher } from '../../features/support/ChatLauncher';

/**
 * The signed-in end of the header: balance, deposit and withdraw, the live chat and the avatar menu. Loaded once
 * there is a session (Header), so a visitor's lobby does not carry the wallet, the chat or the menu (decision 018).
 */
export const MemberActions = ({ viewer, gamePage }: { viewer: ViewerState; gamePage: boolean }) => {
  const { t } = useTranslation();
  return (
    <>
      {/* On a phone the balance and the money buttons take the header's second row (layout.css). */}
      <div className="site-header__actions" data-testid="header-actions">
        {viewer.member && !gamePage ? <Balance member={viewer.member} /> : null}
        <Link className="btn btn--primary btn--sm" to="/member/depositv2" data-testid="header-deposit">
          {t('nav.deposit')}
        </Link>
        <Link className="btn btn--sm" to="/member/withdraw" data-testid="header-withdraw">
          {t('nav.withdraw')}
        </Link>
      </div>
      {/* The live chat sits in the header, not floating over the page, where it covered what lay under it
          (issue 36); not on a game page, whose controls take the screen. */}
      {gamePage ? null : <ChatLauncher />}
      <AvatarMenu viewer={viewer} />
    </>
  );
};
