import { describe, expect, it } from 'vitest';
import { viewerLink } from '@/lib/external-links';
import { viewpointLink } from './links';

describe('viewpoint deep links', () => {
  it("adds the viewpoint to the dashboard viewer's public link, keeping the presentation", () => {
    const publicLink = viewerLink('k3y-Ab_9', null, 'https://vantage.example.com');
    expect(publicLink).toBe('https://vantage.example.com/viewer/?project=k3y-Ab_9');
    const link = viewpointLink(publicLink, 42);
    expect(link).toBe('https://vantage.example.com/viewer/?project=k3y-Ab_9&viewpoint=42');
  });

  it('works on a configured viewer (VIEWER_URL) as on our own, and reads back what it wrote', () => {
    const publicLink = viewerLink(
      'Key 1',
      'https://viewer.example.org/app/?lang=nl',
      'https://dash.example.com',
    );
    const url = new URL(viewpointLink(publicLink, 7));
    expect(url.origin + url.pathname).toBe('https://viewer.example.org/app/');
    expect(url.searchParams.get('project')).toBe('Key 1');
    expect(url.searchParams.get('lang')).toBe('nl');
    expect(url.searchParams.get('viewpoint')).toBe('7');
  });

  it('replaces a viewpoint the link already names', () => {
    expect(viewpointLink('https://x.example/viewer/?project=a&viewpoint=1', 2)).toBe(
      'https://x.example/viewer/?project=a&viewpoint=2',
    );
  });
});
