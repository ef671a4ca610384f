import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { getToken, subscribeToken } from './shared/token';
// Urdu glyphs (e.g. ہ, ے) that many system fonts lack; loaded only for Arabic-script text (unicode-range).
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import './styles/base.css';
import './styles/dialog.css';
import './styles/shell.css';
import './styles/table.css';
import './styles/forms.css';
import './styles/signin.css';
import './styles/pages.css';

// When the session ends (sign-out, or the server refusing it), nothing cached from it stays on the page.
subscribeToken(() => {
  if (!getToken()) queryClient.clear();
});

await initI18n();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}
