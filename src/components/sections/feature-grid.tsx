import { Card, List, Text, Title } from '@mantine/core';
import { type Icon, IconCheck } from '@tabler/icons-react';
import { BalancedGrid } from '@/components/balanced-grid';
import card from '@/components/card.module.css';
import { IconBadge } from '@/components/icon-badge';
import classes from '@/components/sections/sections.module.css';

export interface Feature {
  icon: Icon;
  title: string;
  description: string;
  /** A short list of what is included. */
  points?: readonly string[];
  /** A figure or tag shown on the card, e.g. '1.2k+ jobs'. */
  meta?: string;
}

interface FeatureGridProps {
  items: readonly Feature[];
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
}

/** A grid card's icon tile and heading, the same on every card grid. */
export function IconCardHead({ icon: CardIcon, title }: { icon: Icon; title: string }) {
  return (
    <>
      <span className={`${card.iconTile} ${classes.featureIcon}`} aria-hidden>
        <CardIcon size={28} stroke={1.6} />
      </span>
      <Title order={3} fz="h3" mt="md">
        {title}
      </Title>
    </>
  );
}

/** Cards of one kind: an icon, a title, a sentence and optionally what is included. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <BalancedGrid cols={{ base: 1, sm: 2, lg: columns }} component="ul">
      {items.map((feature) => (
        <li key={feature.title}>
          <Card className={classes.card}>
            <IconCardHead icon={feature.icon} title={feature.title} />
            {feature.meta && (
              <Text fw={700} fz="sm" c="var(--mantine-color-anchor)" mt={4}>
                {feature.meta}
              </Text>
            )}
            <Text c="dimmed" mt="xs">
              {feature.description}
            </Text>
            {feature.points && (
              <List
                mt="md"
                spacing={8}
                fz="sm"
                icon={
                  <IconBadge size={20} radius="xl" variant="light">
                    <IconCheck size={13} stroke={3} />
                  </IconBadge>
                }
              >
                {feature.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
            )}
          </Card>
        </li>
      ))}
    </BalancedGrid>
  );
}
