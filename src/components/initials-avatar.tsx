import { Avatar, type AvatarProps } from '@mantine/core';
import { hashString } from '@/components/generated-art';

const COLORS = ['brand', 'navy', 'accent', 'teal', 'grape'] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** A person's photo, or their initials on a colour picked from their name. */
export function InitialsAvatar({ name, src, ...props }: { name: string; src?: string | null } & Omit<AvatarProps, 'src' | 'children'>) {
  return (
    <Avatar src={src ?? null} alt={name} color={COLORS[hashString(name) % COLORS.length]} variant="filled" {...props}>
      {initialsOf(name)}
    </Avatar>
  );
}
