import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactMap, mapLinkUrl } from '@/features/contact/contact-map';
import { server } from '@/test/msw';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { renderHydrated } from '@/test/render';

const ADDRESS = 'House 12, Road 11, Banani, Dhaka 1213';
const TITLE = `Map of our office: ${ADDRESS}`;
const MAPS = 'https://maps.google.com/maps';

describe('ContactMap', () => {
  let probes: Request[] = [];
  let scrollNear: () => Promise<void>;

  beforeEach(() => {
    probes = [];
    scrollNear = stubIntersectionObserver().report;
  });

  const answerProbe = (reply: () => Response) =>
    server.use(
      http.head(MAPS, ({ request }) => {
        probes.push(request);
        return reply();
      }),
    );
  const frame = () => document.querySelector('iframe');

  it("is in the server's HTML and the first render, titled and empty over the drawn map, until the reader nears it", async () => {
    answerProbe(() => new HttpResponse(null, { status: 200 }));
    const { serverHtml, recovered } = await renderHydrated(<ContactMap address={ADDRESS} />);

    expect(serverHtml).toContain(`title="${TITLE}"`);
    expect(recovered).toEqual([]);
    const embed = screen.getByTitle(TITLE);
    // Google's heavy embed does not load with the page.
    expect(embed).not.toHaveAttribute('src');
    // The browser's default referrer policy: Google gets the site's origin, never a page's address.
    expect(embed).not.toHaveAttribute('referrerpolicy');
    expect(embed).toHaveAttribute('allowfullscreen');
    expect(probes).toHaveLength(0);
  });

  it('loads the map once its host answers near the viewport', async () => {
    answerProbe(() => new HttpResponse(null, { status: 200 }));
    const { container } = await renderHydrated(<ContactMap address={ADDRESS} embedUrl={`${MAPS}?pb=itbd`} />);

    await scrollNear();

    await waitFor(() => expect(container.querySelector('[data-probe]')).toHaveAttribute('data-probe', 'reachable'));
    expect(probes.map((probe) => [probe.method, probe.url])).toEqual([['HEAD', `${MAPS}?pb=itbd`]]);
    expect(screen.getByTitle(TITLE)).toHaveAttribute('src', `${MAPS}?pb=itbd`);
    expect(screen.queryByText('The interactive map could not be loaded.')).toBeNull();
  });

  it('takes the map away, leaving the drawn map and the address, when its host cannot be reached', async () => {
    answerProbe(() => HttpResponse.error());
    const { container } = await renderHydrated(<ContactMap address={ADDRESS} />);
    expect(frame()).toBeInTheDocument();

    await scrollNear();

    expect(await screen.findByText('The interactive map could not be loaded.')).toBeInTheDocument();
    expect(frame()).toBeNull();
    expect(container.querySelector('svg[aria-hidden]')).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', mapLinkUrl(ADDRESS));
  });
});
