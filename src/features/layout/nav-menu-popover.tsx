import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type RefObject, useLayoutEffect, useRef } from 'react';
import { type NavGroup } from '@/features/layout/nav-links';
import { NavMenuTriggerLabel } from '@/features/layout/nav-menu';
import classes from '@/features/layout/site-header.module.css';

export interface NavMenuProps {
  group: NavGroup;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The current page is in this group. */
  current: boolean;
}

type ItemToFocus = 'first' | 'last';

/** What a visitor began on the stand-in trigger before this menu's code arrived (see nav-menu.tsx). */
export interface StandInIntent {
  focused: boolean;
  open: boolean;
  /** An arrow key opened it: the item to focus. */
  item?: ItemToFocus;
}

interface NavMenuPopoverProps extends NavMenuProps {
  standIn?: RefObject<StandInIntent>;
}

/**
 * A header dropdown: opens on hover with a mouse, on tap on touch screens and
 * with Enter, Space or the down arrow from the keyboard; the arrows move
 * through the items, Escape closes it and focus returns to the trigger.
 */
export function NavMenuPopover({ group, opened, onChange, current, standIn }: NavMenuPopoverProps) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const focusItem = (which: ItemToFocus, attempts = 30) => {
    const dropdown = dropdownRef.current;
    const items = dropdown?.querySelectorAll<HTMLElement>('[data-menu-item]');
    // Mantine's focus trap first focuses the dropdown itself once it mounts; move on after it.
    const trapped = Boolean(dropdown?.contains(document.activeElement));
    if (items?.length && (trapped || attempts === 0)) {
      items[which === 'first' ? 0 : items.length - 1]?.focus();
    } else if (attempts > 0) {
      window.setTimeout(() => focusItem(which, attempts - 1), 16);
    }
  };

  // Carries on what the visitor began on the stand-in trigger. Focus moves to
  // this trigger before the menu opens, so closing the menu returns it here.
  useLayoutEffect(() => {
    const intent = standIn?.current;
    if (!intent) return;
    if (intent.focused) triggerRef.current?.focus();
    if (intent.open) {
      onChange(true);
      if (intent.item) focusItem(intent.item);
    }
    // Only once, when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onChange(true);
    focusItem(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  return (
    <Menu
      trigger="click-hover"
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      offset={6}
      closeDelay={150}
      // The header is sticky, so the trigger never scrolls away from its dropdown.
      hideDetached={false}
      shadow="lg"
      radius="md"
      loop
      transitionProps={{ transition: 'pop-top-left', duration: 150 }}
    >
      <Menu.Target>
        <UnstyledButton
          ref={triggerRef}
          className={classes.navLink}
          aria-current={current ? 'true' : undefined}
          onKeyDown={onTriggerKeyDown}
        >
          <NavMenuTriggerLabel label={group.label} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown ref={dropdownRef} className={classes.menuDropdown}>
        {group.links.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            className={classes.menuItem}
            activeOptions={{ exact: true }}
          >
            {link.label}
          </Menu.Item>
        ))}
        {group.overview && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={group.overview.to} className={classes.menuItem} activeOptions={{ exact: true }}>
              {group.overview.label}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
