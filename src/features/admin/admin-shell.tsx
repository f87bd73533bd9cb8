import type { Staff } from '@contracts/admin/admin';
import {
  ActionIcon,
  AppShell,
  Badge,
  Button,
  Burger,
  Group,
  NavLink,
  ScrollArea,
  Text,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconBriefcase,
  IconCash,
  IconCoin,
  IconFileText,
  IconHistory,
  IconInbox,
  IconLayoutGrid,
  IconLogout,
  IconMail,
  IconMessage2,
  IconMoon,
  IconPercentage,
  IconSettings,
  IconSun,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { leadQueries } from '@/api/admin-leads';
import { staffQueries } from '@/api/admin-staff';
import { Logo } from '@/components/logo';
import { useStaffSession } from './session';

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Only admins see it; the provider refuses editors anyway (403). */
  adminOnly?: boolean;
  badge?: ReactNode;
}

const icon = (Icon: typeof IconInbox) => <Icon size={18} stroke={1.6} aria-hidden />;

const NAV: readonly { group: string; items: NavItem[] }[] = [
  { group: 'Leads', items: [{ to: '/admin/leads', label: 'Inbox', icon: icon(IconInbox), badge: <UnreadBadge /> }] },
  {
    group: 'Content',
    items: [
      { to: '/admin/posts', label: 'Posts', icon: icon(IconFileText) },
      { to: '/admin/jobs', label: 'Jobs', icon: icon(IconBriefcase) },
      { to: '/admin/portfolio', label: 'Portfolio', icon: icon(IconLayoutGrid) },
      { to: '/admin/testimonials', label: 'Testimonials', icon: icon(IconMessage2) },
      { to: '/admin/team', label: 'Team', icon: icon(IconUsersGroup) },
    ],
  },
  {
    group: 'Affiliates',
    items: [
      { to: '/admin/commissions', label: 'Commissions', icon: icon(IconCoin), adminOnly: true },
      { to: '/admin/payouts', label: 'Payouts', icon: icon(IconCash), adminOnly: true },
      { to: '/admin/programme', label: 'Programme', icon: icon(IconPercentage), adminOnly: true },
    ],
  },
  {
    group: 'Site',
    items: [
      { to: '/admin/settings', label: 'Settings', icon: icon(IconSettings), adminOnly: true },
      { to: '/admin/staff', label: 'Staff', icon: icon(IconUsers), adminOnly: true },
      { to: '/admin/audit', label: 'Audit Log', icon: icon(IconHistory), adminOnly: true },
      { to: '/admin/trash', label: 'Trash', icon: icon(IconArchive) },
      { to: '/admin/outbox', label: 'Outbox', icon: icon(IconMail) },
    ],
  },
];

/** Unread leads, beside the inbox's link; nothing while they load or when they fail. */
function UnreadBadge() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <UnreadCount />
      </Suspense>
    </ErrorBoundary>
  );
}

function UnreadCount() {
  const { data } = useSuspenseQuery(leadQueries.unreadCounts());
  if (data.total === 0) return null;
  return (
    <Badge size="sm" variant="filled" circle={data.total < 10} aria-label={`${data.total} unread`}>
      {data.total}
    </Badge>
  );
}

function SchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const next = colorScheme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} colour scheme`;
  return (
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={() => setColorScheme(next)}>
      {colorScheme === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}

/**
 * Who is signed in, with their own password and logout. Buttons rather than a menu:
 * Mantine's menu brings the floating-ui interactions into the chunk the public pages'
 * popovers share (vite.config.ts), which would grow their first load.
 */
function Account({ staff }: { staff: Staff }) {
  const { signOut } = useStaffSession();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fz="sm" fw={600} visibleFrom="sm" title={`${staff.email} · ${staff.role}`}>
        {staff.name}
      </Text>
      <ActionIcon component={Link} to="/admin/account" variant="default" size="lg" aria-label={`Change password (${staff.name})`} title="Change password">
        <IconUserCircle size={18} aria-hidden />
      </ActionIcon>
      <Button variant="default" size="compact-md" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
        Log Out
      </Button>
    </Group>
  );
}

/** The back office's frame: header with the account menu, navigation (a drawer on phones), and the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data: staff } = useSuspenseQuery(staffQueries.me());
  const { pathname } = useLocation();
  return (
    <AppShell
      className="admin-shell"
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
            <Link to="/admin" className="admin-home-link">
              <Logo height={32} />
              <Text component="span" fw={700} visibleFrom="xs">
                Back Office
              </Text>
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SchemeToggle />
            <Account staff={staff} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Back office">
        <ScrollArea type="auto">
          {NAV.map(({ group, items }) => {
            const visible = items.filter((item) => !item.adminOnly || staff.role === 'admin');
            if (visible.length === 0) return null;
            return (
              <nav key={group} aria-label={group}>
                <Text tt="uppercase" fz="xs" fw={700} c="dimmed" px="sm" mt="md" mb={4}>
                  {group}
                </Text>
                {visible.map((item) => (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={item.label}
                    leftSection={item.icon}
                    rightSection={item.badge}
                    active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                    onClick={close}
                    style={{ borderRadius: 'var(--mantine-radius-sm)', minHeight: 44 }}
                  />
                ))}
              </nav>
            );
          })}
          <NavLink component="a" href="/" label="View Site" mt="lg" style={{ minHeight: 44 }} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main id="main">{children}</AppShell.Main>
    </AppShell>
  );
}
