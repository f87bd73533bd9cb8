import { IconChevronDown } from '@tabler/icons-react';
import { type ComponentType, type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import type { NavMenuProps, NavMenuPopover, StandInIntent } from '@/features/layout/nav-menu-popover';
import classes from '@/features/layout/site-header.module.css';

type Popover = typeof NavMenuPopover;
const loadPopover = () => import('@/features/layout/nav-menu-popover').then((module) => module.NavMenuPopover);

/** What a header dropdown's trigger shows, stand-in or real: the group's name and a chevron. */
export function NavMenuTriggerLabel({ label }: { label: string }) {
  return (
    <>
      {label}
      <IconChevronDown size={16} stroke={2} className={classes.chevron} aria-hidden />
    </>
  );
}

interface LazyNavMenuProps extends NavMenuProps {
  /** Load the menu's code now, without waiting for the visitor. */
  preload: boolean;
}

/**
 * A header dropdown. Its code (Mantine's Popover and its positioning
 * library) stays out of the first load: it arrives when the header asks for
 * it (on wide screens, once the page is hydrated) or at the first hover, tap
 * or key on the trigger. Until then a trigger of the same look stands in. The
 * two change places in one commit once the code is here, and what the visitor
 * began on the stand-in (focus, opening, an arrow key) carries over.
 */
export function NavMenu({ preload, ...props }: LazyNavMenuProps) {
  const [requested, setRequested] = useState(false);
  const [Loaded, setLoaded] = useState<ComponentType<Parameters<Popover>[0]> | null>(null);
  const intent = useRef<StandInIntent>({ focused: false, open: false });
  const { group, current } = props;

  useEffect(() => {
    if (!requested && !preload) return;
    let live = true;
    void loadPopover().then((component) => live && setLoaded(() => component));
    return () => {
      live = false;
    };
  }, [requested, preload]);

  if (Loaded) return <Loaded {...props} standIn={intent} />;

  const open = (item?: StandInIntent['item']) => {
    intent.current = { ...intent.current, open: true, item };
    setRequested(true);
  };

  return (
    <button
      type="button"
      ref={(node) => {
        // Runs as the stand-in leaves the page, while it still holds focus if it had it.
        if (node) return () => void (intent.current.focused = document.activeElement === node);
      }}
      className={`mantine-focus-auto ${classes.navLink}`}
      aria-current={current ? 'true' : undefined}
      aria-expanded={false}
      onClick={() => open()}
      onPointerEnter={(event: PointerEvent) => event.pointerType === 'mouse' && open()}
      onPointerLeave={(event: PointerEvent) => event.pointerType === 'mouse' && (intent.current.open = false)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        open(event.key === 'ArrowDown' ? 'first' : 'last');
      }}
    >
      <NavMenuTriggerLabel label={group.label} />
    </button>
  );
}
