import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl, providerUrl, teamImageUrl } from '@/lib/urls';

describe('media URLs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('puts project thumbnails on the media host', () => {
    vi.stubEnv('VITE_MEDIA_BASE_URL', 'https://media.example.com/storage/');
    expect(mediaUrl('projects/shop.svg')).toBe('https://media.example.com/storage/projects/shop.svg');
  });

  it('defaults the media host to /storage on the provider host', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com');
    expect(mediaUrl('/projects/shop.svg')).toBe('https://api.example.com/storage/projects/shop.svg');
  });

  it('keeps absolute URLs and puts relative ones on the provider host', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    expect(providerUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(providerUrl('storage/blog/a.svg')).toBe('https://api.example.com/storage/blog/a.svg');
  });

  it('puts team images under upload/ on the back-office host', () => {
    vi.stubEnv('VITE_BACKOFFICE_BASE_URL', 'https://admin.example.com');
    vi.stubEnv('VITE_MEDIA_BASE_URL', 'https://media.example.com');
    expect(teamImageUrl('upload/team/a.svg')).toBe('https://admin.example.com/upload/team/a.svg');
    expect(teamImageUrl('team/a.svg')).toBe('https://media.example.com/team/a.svg');
    expect(teamImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
  });

  it('gives null for a missing path', () => {
    expect(mediaUrl(null)).toBeNull();
    expect(providerUrl('  ')).toBeNull();
    expect(teamImageUrl(undefined)).toBeNull();
  });
});
