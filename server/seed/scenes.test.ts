import { describe, expect, it } from 'vitest';
import { POSTS } from './blog.ts';
import { POST_FIGURES } from './figures.ts';
import { PROJECTS } from './projects.ts';
import { FIGURE_WIDTH, figureSvg, postScene, projectScene, sceneSvg } from './scenes.ts';

describe('seed scenes', () => {
  it('draw each project as what was built, never with its title as text', () => {
    for (const project of PROJECTS) {
      const svg = sceneSvg({ ...projectScene(project), label: project.title, width: 800, height: 600 });
      expect(svg).not.toContain('<text');
      expect(svg).toContain(`aria-label="${project.title.replace(/'/g, '&#39;')}"`);
    }
  });

  it('give the projects and posts varied pictures', () => {
    const projectPictures = new Set(PROJECTS.map((project) => JSON.stringify(projectScene(project))));
    const postPictures = new Set(POSTS.map((post) => JSON.stringify(postScene(post.title))));
    expect(projectPictures.size).toBeGreaterThanOrEqual(PROJECTS.length - 3);
    expect(postPictures.size).toBeGreaterThanOrEqual(POSTS.length - 1);
  });

  it('draw every post figure as a chart or diagram with its figures', () => {
    for (const post of POSTS) expect(POST_FIGURES[post.slug], post.slug).toBeDefined();
    const speed = figureSvg(POST_FIGURES['how-we-cut-page-load-time-by-70-percent']!, 'LCP');
    expect(speed).toContain('4.8 s');
    expect(speed).toContain('1.4 s');
  });

  it("draw every figure with text of 11.5 px or more in a phone's 360 px column", () => {
    for (const figure of Object.values(POST_FIGURES)) {
      const sizes = [...figureSvg(figure, 'caption').matchAll(/font-size="(\d+)"/g)].map((match) => Number(match[1]));
      expect(Math.min(...sizes) * (360 / FIGURE_WIDTH)).toBeGreaterThanOrEqual(11.5);
    }
  });
});
