import { Collapse, Drawer } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonLink } from '@/components/button-link';
import { Logo } from '@/components/logo';
import { ColorSchemeToggle } from '@/features/layout/color-scheme-toggle';
import { MOBILE_NAV_ID, NAV_ENTRIES, type NavGroup, isInSection } from '@/features/layout/nav-links';
import classes from '@/features/layout/site-header.module.css';

interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The 280 px side drawer of small screens: every link and group. Mantine's
 * Drawer traps focus while open and closes on Escape and on a backdrop click;
 * choosing a link closes it too.
 */
export function MobileNav({ opened, onClose }: MobileNavProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [expanded, setExpanded] = useState<NavGroup['id'] | null>(null);
  const [seenPathname, setSeenPathname] = useState(pathname);
  // SPEC §2: every navigation closes all dropdown groups.
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    setExpanded(null);
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      id={MOBILE_NAV_ID}
      position="right"
      size={280}
      title={<Logo height={32} />}
      closeButtonProps={{ 'aria-label': 'Close menu', size: 44 }}
      classNames={{ body: classes.drawerBody }}
      transitionProps={{ duration: 200 }}
    >
      <nav aria-label="Mobile">
        <ul className={classes.drawerList}>
          {NAV_ENTRIES.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.link.to}>
                <Link to={entry.link.to} className={classes.drawerLink} onClick={onClose} activeOptions={{ exact: true }}>
                  {entry.link.label}
                </Link>
              </li>
            ) : (
              <DrawerGroup
                key={entry.group.id}
                group={entry.group}
                expanded={expanded === entry.group.id}
                current={isInSection(pathname, entry.group.prefix)}
                onToggle={() => setExpanded((open) => (open === entry.group.id ? null : entry.group.id))}
                onNavigate={onClose}
              />
            ),
          )}
        </ul>
      </nav>
      <ButtonLink to="/contact" onClick={onClose} fullWidth mt="lg">
        Get In Touch
      </ButtonLink>
      <div className={classes.drawerScheme}>
        <span>Colour scheme</span>
        <ColorSchemeToggle />
      </div>
    </Drawer>
  );
}

interface DrawerGroupProps {
  group: NavGroup;
  expanded: boolean;
  current: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function DrawerGroup({ group, expanded, current, onToggle, onNavigate }: DrawerGroupProps) {
  const listId = `${MOBILE_NAV_ID}-${group.id}`;
  return (
    <li>
      <button
        type="button"
        className={`mantine-focus-auto ${classes.drawerLink}`}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={onToggle}
      >
        {group.label}
        <IconChevronDown size={18} className={classes.chevron} aria-hidden />
      </button>
      <Collapse id={listId} expanded={expanded} transitionDuration={200}>
        <ul className={classes.drawerSubList}>
          {group.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={classes.drawerSubLink} onClick={onNavigate} activeOptions={{ exact: true }}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  );
}
