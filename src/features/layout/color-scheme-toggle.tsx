import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { HoverHint } from '@/components/hover-hint';
import { IconButton } from '@/components/icon-button';

/** Switches between the light and dark colour schemes; Mantine remembers the choice. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  // The server cannot know the visitor's scheme, while Mantine's provider reads the saved one
  // at once in the browser: the label says 'light' as the server's did until mounted (a
  // label read at once would not match the server's HTML: React error #418).
  const computed = useComputedColorScheme('light');
  const scheme = useMounted() ? computed : 'light';
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} colour scheme`;
  return (
    <HoverHint label={label} side="below">
      <IconButton variant="default" aria-label={label} onClick={() => setColorScheme(next)}>
        {/* Both icons, one hidden by Mantine's global CSS for the scheme set before the first paint, so neither flashes. */}
        <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
        <IconSun size={20} aria-hidden className="mantine-light-hidden" />
      </IconButton>
    </HoverHint>
  );
}
