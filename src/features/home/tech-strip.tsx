import {
  IconBrandAws,
  IconBrandDocker,
  IconBrandFirebase,
  IconBrandFlutter,
  IconBrandGolang,
  IconBrandKotlin,
  IconBrandLaravel,
  IconBrandMysql,
  IconBrandNextjs,
  IconBrandNodejs,
  IconBrandPhp,
  IconBrandReact,
  IconBrandSwift,
  IconBrandTailwind,
  IconBrandVercel,
  IconBrandVue,
  IconBrandWordpress,
  IconCode,
  IconDatabase,
  type Icon,
} from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { projectQueries } from '@/api/projects';
import { QueryBoundary } from '@/components/query-boundary';
import markup from '@/styles/markup.module.css';
import classes from '@/features/home/tech-strip.module.css';

/** Marks for the technologies our projects name; others get a generic code or database mark. */
const MARKS: Record<string, Icon> = {
  aws: IconBrandAws,
  docker: IconBrandDocker,
  firebase: IconBrandFirebase,
  flutter: IconBrandFlutter,
  go: IconBrandGolang,
  kotlin: IconBrandKotlin,
  laravel: IconBrandLaravel,
  mysql: IconBrandMysql,
  'next.js': IconBrandNextjs,
  'node.js': IconBrandNodejs,
  php: IconBrandPhp,
  react: IconBrandReact,
  'react native': IconBrandReact,
  swift: IconBrandSwift,
  'tailwind css': IconBrandTailwind,
  vercel: IconBrandVercel,
  'vue.js': IconBrandVue,
  wordpress: IconBrandWordpress,
};

const markOf = (name: string): Icon => MARKS[name.toLowerCase()] ?? (/sql|redis|db|base/i.test(name) ? IconDatabase : IconCode);

/** The technologies named most often across the projects, most used first. */
export function mostUsedTechnologies(projects: readonly { technology: readonly string[] }[], limit = 12): string[] {
  const counts = new Map<string, number>();
  for (const project of projects) for (const name of project.technology) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, limit)
    .map(([name]) => name);
}

/**
 * A logo strip of the technologies our projects were built with, from the projects themselves.
 * It adds to the projects section above it, which shows their loading and failure: nothing shows here meanwhile.
 */
export function TechStrip() {
  return (
    <QueryBoundary fallback={null} errorFallback={null}>
      <Technologies />
    </QueryBoundary>
  );
}

function Technologies() {
  const { data: projects } = useSuspenseQuery(projectQueries.list());
  const technologies = mostUsedTechnologies(projects);
  if (technologies.length === 0) return null;
  return (
    <section className={classes.strip} aria-labelledby="tech-strip-title">
      <div className={markup.container}>
        <h2 id="tech-strip-title" className={`${markup.text} ${classes.title}`}>
          Built with the Tools Our Clients' Projects Run On
        </h2>
        <ul className={classes.logos}>
          {technologies.map((name) => {
            const Mark = markOf(name);
            return (
              <li key={name} className={classes.logo}>
                <Mark size={24} stroke={1.6} aria-hidden />
                {name}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
