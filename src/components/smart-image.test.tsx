import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmartImage } from '@/components/smart-image';
import { renderHydrated } from '@/test/render';

const image = <SmartImage src="https://media.example/cover.webp" alt="The cover" width={1200} height={630} fallbackSeed="cover" />;

describe('SmartImage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hydrates the image the server sent', async () => {
    const { recovered } = await renderHydrated(image);
    expect(recovered).toEqual([]);
    expect(screen.getByRole('img', { name: 'The cover' })).toHaveAttribute('src', 'https://media.example/cover.webp');
  });

  it("reserves the image's shape inline and leaves the rest of its look to classes, the caller's among them", async () => {
    await renderHydrated(<SmartImage src="https://media.example/p.webp" alt="Portrait" width={400} height={300} className="photo" fallbackSeed="p" />);
    const img = screen.getByRole('img', { name: 'Portrait' });
    expect(img).toHaveClass('photo');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img.getAttribute('style')).toBe('--smart-image-ratio:400 / 300');
  });

  it('shows the generated picture for an image that failed before the page was hydrated', async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    await renderHydrated(image);
    expect(screen.getByRole('img', { name: 'The cover' }).tagName).toBe('SPAN');
  });

  it("draws the caller's fallback instead, in the image's frame and under its name, for a failed or missing image", async () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const ownDrawing = <svg data-testid="own-drawing" aria-hidden="true" />;
    await renderHydrated(
      <SmartImage src="https://media.example/portrait.webp" alt="Lamia Akter" width={400} height={400} fallback={ownDrawing} />,
    );
    const frame = screen.getByRole('img', { name: 'Lamia Akter' });
    expect(frame.tagName).toBe('SPAN');
    expect(frame).toContainElement(screen.getByTestId('own-drawing'));
    expect(frame.querySelector('[data-scene]')).toBeNull();
  });
});
