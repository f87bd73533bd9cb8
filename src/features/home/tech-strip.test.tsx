import { getProjects } from '@contracts/projects/get-projects';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { mostUsedTechnologies } from '@/features/home/tech-strip';
import { fixture } from '@/test/fixtures';
import { renderRoute } from '@/test/render';

describe('TechStrip', () => {
  it('orders the technologies by how many projects name them', () => {
    const projects = [{ technology: ['Laravel', 'React'] }, { technology: ['React'] }, { technology: ['Vue.js', 'React', 'Laravel'] }];
    expect(mostUsedTechnologies(projects)).toEqual(['React', 'Laravel', 'Vue.js']);
    expect(mostUsedTechnologies(projects, 1)).toEqual(['React']);
  });

  it("shows the home page's projects' technologies as a strip of logos", async () => {
    await renderRoute('/');
    const strip = await screen.findByRole('region', { name: "Built with the Tools Our Clients' Projects Run On" });
    const expected = mostUsedTechnologies(v.parse(getProjects.response, fixture(getProjects)).data);
    expect(within(strip).getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
  });
});
