import { Stack, Text, Title, type TitleOrder } from '@mantine/core';

interface SectionHeaderProps {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  order?: TitleOrder;
  align?: 'left' | 'center';
  /** For sections on the navy background. */
  inverted?: boolean;
  id?: string;
}

/** DESIGN.md: every section starts the same way, with an eyebrow, a title and a one-line subtitle. */
export function SectionHeader({ eyebrow, title, subtitle, order = 2, align = 'center', inverted, id }: SectionHeaderProps) {
  return (
    <Stack gap={8} ta={align} align={align === 'center' ? 'center' : 'flex-start'} mb="xl" maw={760} mx={align === 'center' ? 'auto' : 0}>
      {eyebrow && (
        <Text tt="uppercase" fw={700} fz="xs" lts={1.5} c={inverted ? 'accent.3' : 'brand'}>
          {eyebrow}
        </Text>
      )}
      <Title order={order} id={id} c={inverted ? 'white' : undefined}>
        {title}
      </Title>
      {subtitle && (
        <Text fz="lg" c={inverted ? 'gray.3' : 'dimmed'}>
          {subtitle}
        </Text>
      )}
    </Stack>
  );
}
