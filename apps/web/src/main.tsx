import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { qk } from './shared/query-keys';
import { prefetchSystemStatus } from './shared/system';
import { startDeviceId } from './shared/device-id';
import { adoptTokenFromUrl, getToken, subscribeToken } from './shared/token';
// Urdu glyphs (e.g. ہ, ے) that many system fonts lack; loaded only for Arabic-script text (unicode-range).
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './styles/base.css';
import './styles/side-menu.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/auth.css';
import './styles/screens.css';
import './styles/status-agent.css';
import './styles/catalogue.css';

adoptTokenFromUrl();
// The device identifier matters from the session on (or an account pop-up, AuthDialogsLoader): a visitor's lobby goes without.
if (getToken()) startDeviceId();
// When the session ends (logout, or a 401 login.not.session), cached member data goes with it.
subscribeToken(() => {
  if (getToken()) startDeviceId();
  else queryClient.removeQueries({ queryKey: qk.member.all });
});

// The status call goes out while the texts are set up (initI18n sets the call language before it waits).
const i18nReady = initI18n();
prefetchSystemStatus(queryClient);
await i18nReady;
const router = createRouter();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
