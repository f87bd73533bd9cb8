import '@fontsource-variable/plus-jakarta-sans';
// The body font's fallback face, and Noto Sans Bengali with its one-glyph taka face (scripts/vite-font-fallback.ts).
import 'virtual:font-fallback.css';
// Only the Mantine components the site uses: the full stylesheet alone is ~41 KB gzip.
// The build fails when a bundled component has no stylesheet here (scripts/vite-mantine-styles-check.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:mantine-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/ScrollArea.css';
import '@/styles/global.css';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reloadForNewBuild } from '@/lib/stale-deploy';
import { isServerFallback } from '@/lib/server-fallback';
import { createAppRouter } from '@/router';

// Code that could not be fetched, for a page or a lazy part: after a deploy, reload once for the new build.
window.addEventListener('vite:preloadError', (event) => {
  void reloadForNewBuild(event.payload, { entryUrl: import.meta.url });
});

// The server rendered the page and sent the data its loaders read (the router's and
// the query cache's): the browser takes the markup over instead of rendering afresh.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter({ hydrating: true })} />
  </StrictMode>,
  {
    onRecoverableError: (error) => {
      // A part the server could not render (the provider failed its data) came as its placeholder, and the
      // browser renders it itself: by design (src/lib/route-loading.ts), not a mismatch.
      if (isServerFallback(error)) return;
      // React recovers by rendering afresh; the e2e suite fails on this message.
      console.error('Hydration mismatch:', error);
    },
  },
);
