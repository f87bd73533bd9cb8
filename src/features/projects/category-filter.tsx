import type { ProjectCategory } from '@contracts/projects/project';
import { Button, Group, Text } from '@mantine/core';
import { ALL_CATEGORIES } from '@/features/projects/project-filter';

interface CategoryFilterProps {
  categories: readonly ProjectCategory[] | undefined;
  loading: boolean;
  /** The chosen category name, or 'all'. */
  value: string;
  onChange: (category: string) => void;
}

/** 'All' plus the provider's categories, as toggle buttons (SPEC §2). */
export function CategoryFilter({ categories, loading, value, onChange }: CategoryFilterProps) {
  const options = [{ key: ALL_CATEGORIES, label: 'All', value: ALL_CATEGORIES }].concat(
    (categories ?? []).map((category) => ({ key: String(category.id), label: category.name, value: category.name })),
  );
  return (
    <Group role="group" aria-label="Filter projects by category" justify="center" gap="xs" mb="xl">
      {options.map((option) => {
        const active = option.value.toLowerCase() === value.toLowerCase();
        return (
          <Button
            key={option.key}
            variant={active ? 'filled' : 'default'}
            radius="xl"
            size="sm"
            mih={44}
            aria-pressed={active}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
      {loading && (
        <Text c="dimmed" size="sm" role="status">
          Loading...
        </Text>
      )}
    </Group>
  );
}
