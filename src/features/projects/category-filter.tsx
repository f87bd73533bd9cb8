import type { ProjectCategory } from '@contracts/projects/project';
import markup from '@/styles/markup.module.css';
import classes from '@/features/projects/project-card.module.css';
import { ALL_CATEGORIES } from '@/features/projects/project-filter';

interface CategoryFilterProps {
  categories: readonly ProjectCategory[] | undefined;
  loading: boolean;
  /** The chosen category name, or 'all'. */
  value: string;
  onChange: (category: string) => void;
}

/** 'All' plus the provider's categories, as toggle buttons (SPEC §2): plain buttons in the look of Mantine's (filled when pressed). */
export function CategoryFilter({ categories, loading, value, onChange }: CategoryFilterProps) {
  const options = [{ key: ALL_CATEGORIES, label: 'All', value: ALL_CATEGORIES }].concat(
    (categories ?? []).map((category) => ({ key: String(category.id), label: category.name, value: category.name })),
  );
  return (
    <div role="group" aria-label="Filter projects by category" className={`${markup.group} ${classes.filter}`}>
      {options.map((option) => {
        const active = option.value.toLowerCase() === value.toLowerCase();
        return (
          <button key={option.key} type="button" className={classes.toggle} aria-pressed={active} onClick={() => onChange(option.value)}>
            {option.label}
          </button>
        );
      })}
      {loading && (
        <p className={`${markup.text} ${markup.dimmed} ${classes.filterStatus}`} role="status">
          Loading...
        </p>
      )}
    </div>
  );
}
