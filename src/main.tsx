import '@fontsource-variable/plus-jakarta-sans';
import '@fontsource-variable/noto-sans-bengali';
import 'virtual:font-fallback.css';
// Only the Mantine components the site uses: the full stylesheet alone is ~41 KB gzip.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:mantine-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
// Anchor builds on Text and must come after it, or Text's reset removes link underlines.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/ScrollArea.css';
import '@/styles/global.css';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from '@/router';
import { theme } from '@/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Lets the browser run what is waiting (input, a frame) before the next step of start-up. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // Evaluating the modules is one long task already: building the router's route
  // tree and loading the first route (its code and requests) get a task each.
  await yieldToBrowser();
  const router = createAppRouter();
  await yieldToBrowser();
  // The first route (its code, and data its loader waits for) is resolved before the
  // first render, so React builds the page once, in a transition it can slice into
  // short tasks, instead of re-rendering it in one long task when the router settles.
  // A slow loader must not leave the page blank, though: after the router's pending
  // delay the page renders anyway and shows the route's pending state.
  const firstRouteLoaded = router.load().catch(() => {});
  const pendingDelay = new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs ?? 1000));
  await Promise.race([firstRouteLoaded, pendingDelay]);
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          <RouterProvider router={router} />
        </MantineProvider>
      </StrictMode>,
    );
  });
}

void start(root);
