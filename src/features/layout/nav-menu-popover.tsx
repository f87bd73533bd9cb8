import { Popover, createScopedKeydownHandler, useDelayedHover } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type FocusEvent, type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import type { NavGroup } from '@/features/layout/nav-links';
import { NavMenuTriggerLabel } from '@/features/layout/nav-menu';
import classes from '@/features/layout/site-header.module.css';

export interface NavMenuProps {
  group: NavGroup;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The current page is in this group. */
  current: boolean;
}

type LinkToFocus = 'first' | 'last';

/** What a visitor began on the stand-in trigger before this dropdown's code arrived (see nav-menu.tsx). */
export interface StandInIntent {
  focused: boolean;
  open: boolean;
  /** An arrow key opened it: the link to focus. */
  item?: LinkToFocus;
}

interface NavMenuPopoverProps extends NavMenuProps {
  standIn?: RefObject<StandInIntent>;
}

// Up and Down (and Home, End) move between the dropdown's links, wrapping round. Mantine
// types the handler for buttons; all it does with them is focus, which links do alike.
const moveBetweenLinks = createScopedKeydownHandler({
  parentSelector: 'ul',
  siblingSelector: 'a',
  loop: true,
  orientation: 'vertical',
  dir: 'ltr',
}) as (event: KeyboardEvent<HTMLElement>) => void;

/**
 * A header dropdown, as the W3C's disclosure pattern for site navigation: a
 * button with aria-expanded and aria-controls that shows a list of links. It
 * opens on hover with a mouse, on a tap, and with Enter, Space or an arrow
 * from the keyboard; the arrows move through the links, Escape closes it and
 * focus returns to the trigger. The list sits in the header's DOM (no portal),
 * so Tab goes from the trigger through the links to the next header item.
 */
export function NavMenuPopover({ group, opened, onChange, current, standIn }: NavMenuPopoverProps) {
  const dropdownId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  // A key (an arrow, or a quick Tab) asked for a link before the list was on the page (it mounts a frame after opening).
  const pendingFocus = useRef<LinkToFocus | null>(null);
  // Opened by a click, tap or key rather than hover: the pointer leaving the trigger leaves it open.
  const [pinned, setPinned] = useState(false);
  if (!opened && pinned) setPinned(false);
  // Closes a moment after the pointer leaves, so it can travel from the trigger to the dropdown.
  const hover = useDelayedHover({ open: () => onChange(true), close: () => onChange(false), openDelay: 0, closeDelay: 150 });

  const focusLink = (which: LinkToFocus) => {
    const links = listRef.current?.querySelectorAll('a');
    if (!links?.length) pendingFocus.current = which;
    else links[which === 'first' ? 0 : links.length - 1]?.focus();
  };

  const openPinned = () => {
    setPinned(true);
    onChange(true);
  };

  // Carries on what the visitor began on the stand-in trigger. Focus moves to
  // this trigger before the dropdown opens, so closing it returns focus here.
  useLayoutEffect(() => {
    const intent = standIn?.current;
    if (!intent) return;
    if (intent.focused) triggerRef.current?.focus();
    if (intent.open) {
      onChange(true);
      if (intent.item) focusLink(intent.item);
    }
    // Only once, when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Popover closes on Escape inside its dropdown; this covers focus still on the trigger.
    if (event.key === 'Escape' && opened) onChange(false);
    // The list mounts a frame after opening: a Tab that comes sooner (a quick hand, a busy
    // page) would skip it for the next header item, so it goes to the first link instead.
    if (event.key === 'Tab' && !event.shiftKey && opened && !listRef.current) {
      event.preventDefault();
      focusLink('first');
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openPinned();
    focusLink(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  // Tabbing on past the links (or back before the trigger) closes the dropdown. A
  // click outside moves focus to nothing (relatedTarget null): Popover closes on that itself.
  const closeOnFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !triggerRef.current?.contains(next) && !listRef.current?.contains(next)) onChange(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={onChange}
      // No dialog roles: the trigger and the list carry the disclosure's own attributes.
      withRoles={false}
      withinPortal={false}
      // No returnFocus: Mantine's would pull focus back to the trigger from the next header item
      // when Tab closes the dropdown. Escape inside it still returns focus (Popover's own escape handler).
      // As Mantine's Menu: a key pressed elsewhere closes it too, so Escape dismisses a dropdown hover opened.
      clickOutsideEvents={['mousedown', 'touchstart', 'keydown']}
      position="bottom-start"
      offset={6}
      // The header is sticky, so the trigger never scrolls away from its dropdown.
      hideDetached={false}
      shadow="lg"
      radius="md"
      transitionProps={{ transition: 'pop-top-left', duration: 150 }}
    >
      <Popover.Target>
        <button
          type="button"
          ref={triggerRef}
          className={`mantine-focus-auto ${classes.navLink}`}
          aria-current={current ? 'true' : undefined}
          aria-expanded={opened}
          aria-controls={opened ? dropdownId : undefined}
          // Enter, Space or a tap toggle it; a click on a dropdown that hover opened keeps it open.
          onClick={() => (opened && pinned ? onChange(false) : openPinned())}
          onMouseEnter={hover.openDropdown}
          onMouseLeave={() => !pinned && hover.closeDropdown()}
          onKeyDown={onTriggerKeyDown}
          onBlur={closeOnFocusOut}
        >
          <NavMenuTriggerLabel label={group.label} />
        </button>
      </Popover.Target>
      <Popover.Dropdown
        id={dropdownId}
        className={classes.menuDropdown}
        // The pointer on the dropdown keeps it open, and never opens it again: after a link is
        // chosen it fades out under a resting pointer, and the page changing beneath reports the
        // pointer entering it once more.
        onMouseEnter={() => opened && hover.openDropdown()}
        onMouseLeave={hover.closeDropdown}
        onBlur={closeOnFocusOut}
      >
        <ul
          className={classes.menuList}
          ref={(list) => {
            listRef.current = list;
            if (!list || !pendingFocus.current) return;
            focusLink(pendingFocus.current);
            pendingFocus.current = null;
          }}
        >
          {group.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className={`mantine-focus-auto ${classes.menuItem}`}
                activeOptions={{ exact: true }}
                onKeyDown={moveBetweenLinks}
                onClick={() => onChange(false)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Popover.Dropdown>
    </Popover>
  );
}
